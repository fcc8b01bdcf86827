import { OUTBOX_STATUSES, type OutboxMail } from '@kira/core/developer-api';
import { formatDisplayDateTime } from '@kira/core/format/dates';
import { Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useOutbox, useRetryMail } from '../api/developer-queries.ts';
import { PagedTable } from './paged-table.tsx';

const STATUS_LABELS: Record<OutboxMail['status'], string> = {
  stored: 'Kept (no SMTP)',
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Delivered',
  failed: 'Given up',
};

/** The mail outbox with each mail's delivery, and "Send again" for a mail given up. */
export function OutboxTab() {
  const [status, setStatus] = useState<OutboxMail['status'] | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useOutbox(status, page);
  const retry = useRetryMail();
  const data = query.data;
  return (
    <Stack gap="md">
      <NativeSelect
        label="Status"
        maw={240}
        data={[
          { value: '', label: 'Every mail' },
          ...OUTBOX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        ]}
        value={status ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setStatus(value ? (value as OutboxMail['status']) : undefined);
          setPage(1);
        }}
      />
      {retry.isError ? (
        <StatusAlert kind="error">
          {errorText(retry.error, 'Could not send the mail again')}
        </StatusAlert>
      ) : null}
      <QueryStatus query={query} failureText="Could not load the outbox" />
      {data ? (
        <PagedTable
          data={data}
          noun="mails"
          onPage={setPage}
          head={['Mail', 'To', 'Status', 'Made', 'Action'].map((heading) => (
            <Table.Th key={heading} scope="col">
              {heading}
            </Table.Th>
          ))}
        >
          {data.items.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Th scope="row" fw={500}>
                {mail.subject}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to}</Table.Td>
              <Table.Td>
                {STATUS_LABELS[mail.status]}
                {mail.attempts > 0 ? ` after ${mail.attempts} attempt(s)` : ''}
                {mail.error ? (
                  <Text size="xs" c="red.8">
                    {mail.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDisplayDateTime(mail.createdAt)}</Table.Td>
              <Table.Td>
                {mail.status === 'failed' ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={retry.isPending && retry.variables === mail.id}
                    onClick={() => retry.mutate(mail.id)}
                  >
                    Send again
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </PagedTable>
      ) : null}
    </Stack>
  );
}
