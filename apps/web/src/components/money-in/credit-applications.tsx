import type { CreditApplication } from '@kira/core/credit';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../lib/api/api-error.ts';
import { useUndoCreditApplication } from '../../lib/api/money-in/contact-credit.ts';
import { StatusAlert } from '../status-alert.tsx';

interface CreditApplicationsProps {
  contactId: string;
  applications: readonly CreditApplication[];
  canWrite: boolean;
}

/** The contact's applications of credit, newest first, each with Undo while it stands. */
export function CreditApplications({ contactId, applications, canWrite }: CreditApplicationsProps) {
  const undo = useUndoCreditApplication(contactId);
  const [failure, setFailure] = useState<string | null>(null);
  if (applications.length === 0) return null;
  return (
    <>
      <Table withTableBorder verticalSpacing={4} aria-label="Credit applied">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Invoices</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((application) => (
            <Table.Tr key={application.applicationId}>
              <Table.Td>{formatDisplayDate(application.usedOn)}</Table.Td>
              <Table.Td>
                {[...new Set(application.rows.map((row) => row.invoiceNumber))].join(', ')}
              </Table.Td>
              <Table.Td ta="right">
                {formatAmount(application.total, { currency: application.currency })}
              </Table.Td>
              <Table.Td ta="right">
                {application.undoneAt ? (
                  <Badge variant="light" color="gray">
                    Undone
                  </Badge>
                ) : canWrite ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`Undo the credit applied on ${formatDisplayDate(application.usedOn)}`}
                    loading={undo.isPending && undo.variables === application.applicationId}
                    onClick={() =>
                      undo.mutate(application.applicationId, {
                        onError: (cause) => setFailure(errorText(cause, 'Could not undo it')),
                      })
                    }
                  >
                    Undo
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {failure ? (
        <StatusAlert kind="error">
          <Text size="sm">{failure}</Text>
        </StatusAlert>
      ) : null}
    </>
  );
}
