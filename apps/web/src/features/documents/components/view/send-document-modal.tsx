import { kindLabel } from '@kira/core/document-lifecycle';
import type { DocumentSend, ProposedMail } from '@kira/core/document-mail';
import type { Document } from '@kira/core/documents';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../../lib/api/api-error.ts';
import { useAuthContext } from '../../../../lib/auth/auth-context.tsx';
import { useProposedMail, useSendDocument } from '../../api/send-document.ts';
import { type SendForm, sendBody, sendForm } from '../../send-form.ts';

interface SendDocumentModalProps {
  document: Document;
  opened: boolean;
  onClose: () => void;
  onSent: (send: DocumentSend, document: Document) => void;
}

/**
 * E-mails the document with its PDF: to its contact's addresses (changeable), copies, the
 * company's subject and message for the kind (changeable). A draft is issued first, and the
 * form says so before it is sent.
 */
export function SendDocumentModal({ document, opened, onClose, onSent }: SendDocumentModalProps) {
  const proposed = useProposedMail(document.id, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Send ${kindLabel(document.kind).toLowerCase()} ${document.number ?? ''}`.trim()}
      size="lg"
    >
      {proposed.isError ? (
        <StatusAlert kind="error">{errorText(proposed.error, 'Could not prepare it')}</StatusAlert>
      ) : proposed.data ? (
        <SendFormFields
          document={document}
          initial={sendForm(proposed.data)}
          sender={proposed.data}
          onClose={onClose}
          onSent={onSent}
        />
      ) : (
        'Loading...'
      )}
    </Modal>
  );
}

function SendFormFields({
  document,
  initial,
  sender,
  onClose,
  onSent,
}: Omit<SendDocumentModalProps, 'opened'> & {
  initial: SendForm;
  sender: Pick<ProposedMail, 'fromName' | 'replyTo'>;
}) {
  const { user } = useAuthContext();
  const [form, setForm] = useState(initial);
  const send = useSendDocument();
  const draft = document.status === 'draft';
  const errors = fieldErrorsOf(send.error);
  useEffect(() => setForm(initial), [initial]);
  const set = (change: Partial<SendForm>) => setForm((f) => ({ ...f, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(
      { id: document.id, body: sendBody(form, draft) },
      { onSuccess: ({ send: sent, document: after }) => onSent(sent, after) },
    );
  }

  const fieldError = (name: string) =>
    Object.entries(errors).find(([field]) => field === name || field.startsWith(`${name}.`))?.[1];
  return (
    <form onSubmit={submit} noValidate data-testid="send-form">
      <Stack gap="sm">
        {draft ? (
          <StatusAlert kind="warning">
            {`This draft is issued when it is sent: it gets its number and can no longer be edited.`}
          </StatusAlert>
        ) : null}
        <TextInput
          label="To"
          description="One or more addresses, separated by commas"
          required
          value={form.to}
          error={fieldError('to')}
          onChange={(event) => set({ to: event.currentTarget.value })}
        />
        <TextInput
          label="Cc"
          value={form.cc}
          error={fieldError('cc')}
          onChange={(event) => set({ cc: event.currentTarget.value })}
        />
        <Text size="sm" c="dimmed" data-testid="send-replies-to">
          {sender.replyTo
            ? `From “${sender.fromName}”. Replies go to ${sender.replyTo}.`
            : `From “${sender.fromName}”.`}
        </Text>
        {user?.email ? (
          <Checkbox
            label={`Send me a copy (${user.email}), hidden from the other recipients`}
            checked={form.copyMe}
            onChange={(event) => set({ copyMe: event.currentTarget.checked })}
          />
        ) : null}
        <TextInput
          label="Subject"
          required
          value={form.subject}
          error={fieldError('subject')}
          onChange={(event) => set({ subject: event.currentTarget.value, wordsEdited: true })}
        />
        <Textarea
          label="Message"
          autosize
          minRows={5}
          value={form.message}
          error={fieldError('message')}
          onChange={(event) => set({ message: event.currentTarget.value, wordsEdited: true })}
        />
        {send.error ? (
          <StatusAlert kind="error">{errorText(send.error, 'Could not send it')}</StatusAlert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            {draft ? 'Issue and send' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
