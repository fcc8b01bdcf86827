import { storedSubtotalRows } from '@kira/core/document-total-rows';
import type { Document } from '@kira/core/documents';
import { sgdRows } from '@kira/core/foreign-currency';
import { formatAmount, formatSgd } from '@kira/core/format/money';
import { isAboveZero, trimDecimal } from '@kira/core/money-arithmetic';
import { Box, Group, Text } from '@mantine/core';
import { useDocumentLetterhead } from '../../api/document-letterhead.ts';

interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * The rows under the lines, in the order they print: Subtotal before discounts, the discounts
 * and the net as the editor and the PDF show them (core's `subtotalRows`), then GST and totals.
 * A GST-registered company (as the letterhead, and the PDF, say) shows its net without GST.
 */
function totalRows(d: Document, gstRegistered: boolean): TotalRow[] {
  const money = (amount: string) => formatAmount(amount, { currency: d.currency });
  // Cash rounding may take cents off as well as add them: any digit but zero is a rounding.
  const rounded = /[1-9]/.test(d.rounding);
  const rows: TotalRow[] = storedSubtotalRows(d, gstRegistered).map((row) => ({
    label: row.label,
    value: money(row.amount),
  }));
  for (const tax of d.taxes.filter((t) => isAboveZero(t.taxRate))) {
    const included = d.pricesIncludeGst ? ' (included)' : '';
    rows.push({ label: `GST ${trimDecimal(tax.taxRate)}%${included}`, value: money(tax.tax) });
  }
  rows.push({ label: 'Total', value: money(d.total), strong: !rounded });
  if (rounded) {
    rows.push({ label: 'Rounding', value: money(d.rounding) });
    rows.push({ label: 'Total payable', value: money(d.payable), strong: true });
  }
  for (const row of sgdRows(d, gstRegistered))
    rows.push({ label: row.label, value: formatSgd(row.amount) });
  // Payments and credit notes settle an invoice apart: a credit is no payment.
  if (d.kind === 'invoice') {
    if (isAboveZero(d.paid) || !isAboveZero(d.credited))
      rows.push({ label: 'Paid', value: money(d.paid) });
    if (isAboveZero(d.credited)) rows.push({ label: 'Credited', value: money(d.credited) });
    rows.push({ label: 'Balance due', value: money(d.balance), strong: true });
  }
  return rows;
}

/** A total's row, ruled off above as a divider would be. */
const STRONG_ROW = {
  borderTop: '1px solid var(--mantine-color-default-border)',
  marginTop: 4,
  paddingTop: 6,
};

/**
 * Subtotal, discounts, net, GST per rate, rounding, total, SGD figures and (invoices) what
 * payments and credit notes settled and the balance.
 */
export function DocumentTotals({ document }: { document: Document }) {
  const { data: letterhead } = useDocumentLetterhead(document.id);
  // Until the letterhead has come, a document with GST at some rate is a registered company's.
  const gstRegistered = letterhead
    ? letterhead.gstNumber !== null
    : document.taxes.some((t) => isAboveZero(t.taxRate));
  return (
    <Box component="dl" m={0} ml="auto" w={{ base: '100%', sm: 340 }} data-testid="document-totals">
      {/* Each row's <div> is the <dl>'s own child, holding only its <dt> and <dd> (axe). */}
      {totalRows(document, gstRegistered).map((row) => (
        <Group
          key={row.label}
          justify="space-between"
          gap="md"
          wrap="nowrap"
          py={2}
          style={row.strong ? STRONG_ROW : undefined}
        >
          <Text component="dt" size="sm" fw={row.strong ? 700 : 400}>
            {row.label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={row.strong ? 700 : 400} ta="right">
            {row.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
