import { type AccessLevels, NO_LEVELS, toAccessList } from '@kira/core/claims';
import { createInviteSchema } from '@kira/core/companies-api';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AccessLevelFields } from '../../../components/access-level-fields.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { issueErrors } from '../../../lib/forms/issue-errors.ts';
import { useCreateInvite } from '../api/create-invite.ts';

const DEFAULT_TITLE = 'Team member';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Invite someone by e-mail with a title and a level for each department. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [title, setTitle] = useState(DEFAULT_TITLE);
  const [levels, setLevels] = useState<AccessLevels>({ ...NO_LEVELS });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useCreateInvite();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const parsed = createInviteSchema.safeParse({
      email: email.trim(),
      title: title.trim() === '' ? undefined : title,
      accessLevel: toAccessList(levels),
    });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    try {
      const invite = await mutation.mutateAsync(parsed.data);
      setOutcome({
        kind: 'success',
        message: `Invitation sent to ${invite.email}. The link in it works for ${daysUntil(invite.expiresAt)}.`,
      });
      setEmail('');
      setTitle(DEFAULT_TITLE);
      setLevels({ ...NO_LEVELS });
      setErrors({});
    } catch (error) {
      console.error('Sending the invitation failed', error);
      setErrors(fieldErrorsOf(error));
      setOutcome({ kind: 'error', message: errorText(error, 'Could not send the invitation') });
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby="invite-heading"
        data-testid="invite-form"
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} size="h4" id="invite-heading">
              Invite a member
            </Title>
            <Text size="sm" c="dimmed">
              We e-mail them a link to join. Give each department the level their work needs: Read
              to look, Write to create and change.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              value={email}
              error={errors.email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setErrors(({ email: _cleared, ...rest }) => rest);
                setOutcome(null);
              }}
            />
            <TextInput
              label="Title"
              description="Their role, e.g. Accounts executive."
              maxLength={80}
              value={title}
              error={errors.title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                setErrors(({ title: _cleared, ...rest }) => rest);
              }}
            />
          </SimpleGrid>
          <AccessLevelFields name="invite-level" value={levels} onChange={setLevels} />
          {errors.accessLevel ? (
            <Text size="sm" c="var(--mantine-color-error)">
              {errors.accessLevel}
            </Text>
          ) : null}
          {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** "7 days" from now to `iso`, for the success message. */
function daysUntil(iso: string): string {
  const days = Math.max(1, Math.round((new Date(iso).getTime() - Date.now()) / 86_400_000));
  return days === 1 ? '1 day' : `${days} days`;
}
