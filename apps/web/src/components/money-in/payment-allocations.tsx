import type { DocumentSummary } from '@kira/core/documents';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { Table, Text, TextInput } from '@mantine/core';

interface PaymentAllocationsProps {
  invoices: readonly DocumentSummary[];
  /** Each invoice's amount as typed, by invoice id; '' for none. */
  amounts: Record<string, string>;
  onChange: (invoiceId: string, amount: string) => void;
  error?: string | undefined;
}

/** The contact's open invoices in the payment's currency, each with what the payment pays of it. */
export function PaymentAllocations({
  invoices,
  amounts,
  onChange,
  error,
}: PaymentAllocationsProps) {
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No open invoices in this currency: all of it becomes credit.
      </Text>
    );
  return (
    <Table withTableBorder verticalSpacing={4} aria-label="Allocate to invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Due</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          <Table.Th ta="right">Pay</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td>{invoice.number}</Table.Td>
            <Table.Td>{invoice.dueDate ? formatDisplayDate(invoice.dueDate) : ''}</Table.Td>
            <Table.Td ta="right">
              {formatAmount(invoice.balance, { currency: invoice.currency })}
            </Table.Td>
            <Table.Td w={130}>
              <TextInput
                size="xs"
                inputMode="decimal"
                aria-label={`Pay of ${invoice.number}`}
                value={amounts[invoice.id] ?? ''}
                onChange={(event) => onChange(invoice.id, event.currentTarget.value)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {error ? (
        <Table.Caption>
          <Text size="sm" c="red">
            {error}
          </Text>
        </Table.Caption>
      ) : null}
    </Table>
  );
}
