import type { Document } from '@kira/core/documents';
import { formatAmount, formatPrice } from '@kira/core/format/money';
import { isAboveZero, trimDecimal } from '@kira/core/money-arithmetic';
import { Table } from '@mantine/core';
import classes from './document-lines.module.css';

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

/** What a phone shows under the description: `S$19.90 / bag · 10% off · SR 9%`. */
function detailsText(line: Line, currency: string): string {
  const price = formatPrice(line.unitPrice, { currency });
  const discount = discountText(line, currency);
  return [
    line.unit ? `${price} / ${line.unit}` : `${price} each`,
    discount ? `${discount} off` : '',
    taxText(line),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The document's lines as printed. On a phone: description, quantity and amount, with the
 * rest under the description (`document-lines.module.css`).
 */
export function DocumentLines({ document }: { document: Document }) {
  const { currency } = document;
  return (
    <Table verticalSpacing="xs" data-testid="document-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Description</Table.Th>
          <Table.Th scope="col" style={NUMERIC}>
            Quantity
          </Table.Th>
          <Table.Th scope="col" className={classes.wide}>
            Unit
          </Table.Th>
          <Table.Th scope="col" style={NUMERIC} className={classes.wide}>
            Unit price
          </Table.Th>
          <Table.Th scope="col" style={NUMERIC} className={classes.wide}>
            Discount
          </Table.Th>
          <Table.Th scope="col" className={classes.wide}>
            Tax code
          </Table.Th>
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
              <span className={classes.details}>{detailsText(line, currency)}</span>
            </Table.Td>
            <Table.Td style={NUMERIC}>{trimDecimal(line.quantity)}</Table.Td>
            <Table.Td className={classes.wide}>{line.unit}</Table.Td>
            <Table.Td style={NUMERIC} className={classes.wide}>
              {formatPrice(line.unitPrice, { currency })}
            </Table.Td>
            <Table.Td style={NUMERIC} className={classes.wide}>
              {discountText(line, currency)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} className={classes.wide}>
              {taxText(line)}
            </Table.Td>
            <Table.Td style={NUMERIC}>{formatAmount(line.amount, { currency })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
