import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { updateMe } from '../api/update-me.ts';

const PROFILE_TEXT_MAX = 80;

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Change your display name and title (`PATCH /api/me`); the answer updates the app state. */
export function EditProfileForm() {
  const { profile, user, applyMe } = useAuthContext();
  const [displayName, setDisplayName] = useState(profile?.displayName ?? user?.displayName ?? '');
  const [title, setTitle] = useState(profile?.title ?? '');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    try {
      const me = await updateMe({ displayName: displayName.trim(), title: title.trim() });
      applyMe(me);
      setDisplayName(me.profile.displayName);
      setTitle(me.profile.title);
      setOutcome({ kind: 'success', message: 'Your profile is saved.' });
    } catch (error) {
      console.error('Profile update failed', error);
      setOutcome({ kind: 'error', message: errorText(error, 'Could not save your profile') });
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={handleSubmit} aria-labelledby="edit-profile-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="edit-profile-heading">
            Edit your profile
          </Title>
          <TextInput
            label="Display name"
            autoComplete="name"
            required
            maxLength={PROFILE_TEXT_MAX}
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
          />
          <TextInput
            label="Title"
            description="Your role in the company, e.g. Founder or Accounts executive."
            autoComplete="organization-title"
            required
            maxLength={PROFILE_TEXT_MAX}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={pending}>
              Save profile
            </Button>
          </Group>
          {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
        </Stack>
      </form>
    </Paper>
  );
}
