import type { Document } from '@kira/core/documents';
import { formatAmount, formatSgd } from '@kira/core/format/money';
import { isAboveZero, trimDecimal } from '@kira/core/money-arithmetic';
import { Box, Group, Text } from '@mantine/core';

interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The rows under the lines, in the order they print. */
function totalRows(d: Document): TotalRow[] {
  const money = (amount: string) => formatAmount(amount, { currency: d.currency });
  // Cash rounding may take cents off as well as add them: any digit but zero is a rounding.
  const rounded = /[1-9]/.test(d.rounding);
  const rows: TotalRow[] = [{ label: 'Subtotal', value: money(d.subtotal) }];
  if (isAboveZero(d.discount)) rows.push({ label: 'Discount', value: `-${money(d.discount)}` });
  for (const tax of d.taxes.filter((t) => isAboveZero(t.taxRate))) {
    const included = d.pricesIncludeGst ? ' (included)' : '';
    rows.push({ label: `GST ${trimDecimal(tax.taxRate)}%${included}`, value: money(tax.tax) });
  }
  rows.push({ label: 'Total', value: money(d.total), strong: !rounded });
  if (rounded) {
    rows.push({ label: 'Rounding', value: money(d.rounding) });
    rows.push({ label: 'Total payable', value: money(d.payable), strong: true });
  }
  if (d.sgd) {
    rows.push({ label: 'Total in SGD', value: formatSgd(d.sgd.total) });
    rows.push({ label: 'GST in SGD', value: formatSgd(d.sgd.tax) });
  }
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
 * Subtotal, discount, GST per rate, rounding, total, SGD figures and (invoices) what payments
 * and credit notes settled and the balance.
 */
export function DocumentTotals({ document }: { document: Document }) {
  return (
    <Box component="dl" m={0} ml="auto" w={{ base: '100%', sm: 340 }} data-testid="document-totals">
      {/* Each row's <div> is the <dl>'s own child, holding only its <dt> and <dd> (axe). */}
      {totalRows(document).map((row) => (
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
