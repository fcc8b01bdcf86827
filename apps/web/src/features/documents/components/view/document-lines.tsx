import type { Document } from '@kira/core/documents';
import { formatAmount, formatPrice } from '@kira/core/format/money';
import { isAboveZero, trimDecimal } from '@kira/core/money-arithmetic';
import { Table } from '@mantine/core';
import { TableScroller } from '../../../../components/table-scroller.tsx';

type Line = Document['lines'][number];

const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

function discountText(line: Line, currency: string): string {
  if (!line.discount || !isAboveZero(line.discount.value)) return '';
  return line.discount.kind === 'percent'
    ? `${trimDecimal(line.discount.value)}%`
    : formatAmount(line.discount.value, { currency });
}

function taxText(line: Line): string {
  return isAboveZero(line.taxRate) ? `${line.taxCode} ${trimDecimal(line.taxRate)}%` : line.taxCode;
}

/** The document's lines as printed; on a phone the table scrolls sideways. */
export function DocumentLines({ document }: { document: Document }) {
  const { currency } = document;
  return (
    <TableScroller minWidth={720} label="Lines">
      <Table verticalSpacing="xs" data-testid="document-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Quantity
            </Table.Th>
            <Table.Th scope="col">Unit</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Unit price
            </Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Discount
            </Table.Th>
            <Table.Th scope="col">Tax code</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.lines.map((line) => (
            <Table.Tr key={line.position} data-testid="document-line">
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {line.description}
              </Table.Td>
              <Table.Td style={NUMERIC}>{trimDecimal(line.quantity)}</Table.Td>
              <Table.Td>{line.unit}</Table.Td>
              <Table.Td style={NUMERIC}>{formatPrice(line.unitPrice, { currency })}</Table.Td>
              <Table.Td style={NUMERIC}>{discountText(line, currency)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{taxText(line)}</Table.Td>
              <Table.Td style={NUMERIC}>{formatAmount(line.amount, { currency })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
