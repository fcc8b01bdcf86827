import type { DocumentMailSettings } from '@kira/core/document-mail';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { useSaveDocumentMail } from '../api/document-mail.ts';

type Item = DocumentMailSettings['items'][number];

/** One kind's subject and message: saved as the company's own, or back to the default. */
export function DocumentMailCard({
  item,
  label,
  canWrite,
}: {
  item: Item;
  label: string;
  canWrite: boolean;
}) {
  const [subject, setSubject] = useState(item.subject);
  const [message, setMessage] = useState(item.message);
  const save = useSaveDocumentMail();
  const errors = fieldErrorsOf(save.error);
  const changed = subject !== item.subject || message !== item.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ kind: item.kind, template: { subject, message } });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {label}
            </Title>
            <Text size="xs" c="dimmed">
              {item.custom ? 'Your own words' : 'Kira’s words'}
            </Text>
          </Group>
          <TextInput
            label="Subject"
            value={subject}
            disabled={!canWrite}
            error={errors.subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
          <Textarea
            label="Message"
            autosize
            minRows={4}
            value={message}
            disabled={!canWrite}
            error={errors.message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {save.error && Object.keys(errors).length === 0 ? (
            <StatusAlert kind="error">{errorText(save.error, 'Could not save it')}</StatusAlert>
          ) : null}
          {canWrite ? (
            <Group justify="flex-end" gap="sm">
              {item.custom ? (
                <Button
                  variant="subtle"
                  loading={save.isPending && save.variables?.template === null}
                  onClick={() =>
                    save.mutate(
                      { kind: item.kind, template: null },
                      {
                        onSuccess: (settings) => {
                          const fresh = settings.items.find((i) => i.kind === item.kind);
                          if (!fresh) return;
                          setSubject(fresh.subject);
                          setMessage(fresh.message);
                        },
                      },
                    )
                  }
                >
                  Use Kira’s words
                </Button>
              ) : null}
              <Button
                type="submit"
                disabled={!changed}
                loading={save.isPending && save.variables?.template !== null}
              >
                {`Save ${label.toLowerCase()} e-mail`}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
