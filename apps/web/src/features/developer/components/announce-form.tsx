import { Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useAnnounce } from '../api/progress-queries.ts';

/** An announcement to every signed-in user, shown as a notice until each dismisses it. */
export function AnnounceForm() {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const announce = useAnnounce();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    announce.mutate(
      { title, message },
      {
        onSuccess: () => {
          setTitle('');
          setMessage('');
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h4">
          Announce
        </Title>
        {announce.isError ? (
          <StatusAlert kind="error">
            {errorText(announce.error, 'Could not announce it')}
          </StatusAlert>
        ) : null}
        {announce.isSuccess ? (
          <StatusAlert kind="success">Announced: every signed-in user sees it.</StatusAlert>
        ) : null}
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={2}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Button type="submit" loading={announce.isPending} w="fit-content">
          Announce
        </Button>
      </Stack>
    </form>
  );
}
