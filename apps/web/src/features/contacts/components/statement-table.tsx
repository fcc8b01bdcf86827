import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '@kira/core/statement-ageing';
import type { CurrencyStatement } from '@kira/core/statements';
import { Stack, Table, Text, Title } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';

const money = (amount: string) => (amount === '0.00' ? '' : formatAmount(amount));

/** One currency of a statement: the running balance, then the ageing of what is open. */
export function StatementTable({ statement }: { statement: CurrencyStatement }) {
  const { currency } = statement;
  return (
    <Stack gap="xs" data-testid={`statement-${currency}`}>
      <Title order={4}>{currency}</Title>
      <TableScroller minWidth={560} label={`Statement in ${currency}`}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr fw={700}>
              <Table.Td />
              <Table.Td>Opening balance</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right">{formatAmount(statement.opening)}</Table.Td>
            </Table.Tr>
            {statement.lines.map((line) => (
              <Table.Tr key={line.documentId}>
                <Table.Td>{formatDisplayDate(line.date)}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{money(line.debit)}</Table.Td>
                <Table.Td ta="right">{money(line.credit)}</Table.Td>
                <Table.Td ta="right">{formatAmount(line.balance)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td />
              <Table.Td>Closing balance</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right" data-testid={`statement-closing-${currency}`}>
                {formatAmount(statement.closing, { currency })}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroller>
      <TableScroller minWidth={560} label={`Ageing in ${currency}`}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {AGEING_BUCKETS.map(({ bucket }) => (
                <Table.Th key={bucket} ta="right">
                  {AGEING_LABELS[bucket]}
                </Table.Th>
              ))}
              <Table.Th ta="right">Unapplied credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {AGEING_BUCKETS.map(({ bucket }) => (
                <Table.Td key={bucket} ta="right">
                  {formatAmount(statement.ageing[bucket])}
                </Table.Td>
              ))}
              <Table.Td ta="right">{formatAmount(statement.unappliedCredit)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroller>
      {statement.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents in this period.
        </Text>
      ) : null}
    </Stack>
  );
}
