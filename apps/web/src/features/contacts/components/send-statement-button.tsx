import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { type StatementPeriod, useSendStatement } from '../api/statement.ts';

/** "Send": e-mails the statement (kept first) to the addresses given, else the contact's own. */
export function SendStatementButton({
  contactId,
  period,
}: {
  contactId: string;
  period: StatementPeriod;
}) {
  const [opened, setOpened] = useState(false);
  const [to, setTo] = useState('');
  const send = useSendStatement(contactId);
  const addresses = to
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Send
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Send the statement">
        <Stack>
          <TextInput
            label="To"
            description="Left empty: the contact's own e-mail addresses"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          {send.isError ? (
            <StatusAlert kind="error">
              {errorText(send.error, 'Could not send the statement')}
            </StatusAlert>
          ) : null}
          {send.isSuccess ? (
            <StatusAlert kind="success">
              Statement {send.data.statement.number} sent to {send.data.send.to.join(', ')}.
            </StatusAlert>
          ) : null}
          <Button
            loading={send.isPending}
            onClick={() =>
              send.mutate({
                period,
                body: { ...(addresses.length > 0 ? { to: addresses } : {}), cc: [], copyMe: false },
              })
            }
          >
            Send
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
