import type { AgedReceivables } from '@kira/core/aged-receivables';
import { formatAmount } from '@kira/core/format/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '@kira/core/statement-ageing';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TableScroller } from '../../../components/table-scroller.tsx';

type CurrencyReport = AgedReceivables['currencies'][number];

/** A contact's statement up to the report's date, on the contact's page. */
const statementLink = (contactId: string, at: string) =>
  `/contactpage/${encodeURIComponent(contactId)}?to=${at}`;

/** One currency of the report: a row per contact, linking to its statement, and the totals. */
export function AgedReceivablesTable({ report, at }: { report: CurrencyReport; at: string }) {
  const { currency, contacts, totals } = report;
  const figures = (row: Pick<CurrencyReport['totals'], 'ageing' | 'unappliedCredit' | 'total'>) => [
    ...AGEING_BUCKETS.map(({ bucket }) => formatAmount(row.ageing[bucket])),
    formatAmount(row.unappliedCredit),
    formatAmount(row.total, { currency }),
  ];
  return (
    <Stack gap="xs" data-testid={`aged-${currency}`}>
      <Title order={3}>{currency}</Title>
      <TableScroller minWidth={760} label={`Aged receivables in ${currency}`}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Contact</Table.Th>
              {AGEING_BUCKETS.map(({ bucket }) => (
                <Table.Th key={bucket} ta="right">
                  {AGEING_LABELS[bucket]}
                </Table.Th>
              ))}
              <Table.Th ta="right">Unapplied credit</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.map((contact) => (
              <Table.Tr key={contact.contactId}>
                <Table.Td>
                  <Anchor component={Link} to={statementLink(contact.contactId, at)}>
                    {contact.name}
                  </Anchor>
                </Table.Td>
                {figures(contact).map((text, i) => (
                  <Table.Td key={AGEING_BUCKETS[i]?.bucket ?? i} ta="right">
                    {text}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              {figures(totals).map((text, i) => (
                <Table.Td
                  key={AGEING_BUCKETS[i]?.bucket ?? i}
                  ta="right"
                  data-testid={i === 6 ? `aged-total-${currency}` : undefined}
                >
                  {text}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroller>
    </Stack>
  );
}
