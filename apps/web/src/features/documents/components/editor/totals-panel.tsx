import { type SubtotalRow, subtotalRows } from '@kira/core/document-total-rows';
import type { Discount, DocumentTotals } from '@kira/core/document-totals';
import { formatAmount } from '@kira/core/format/money';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** Test ids of the rows every display starts with (core's `subtotalRows`). */
const ROW_ID: Record<SubtotalRow['key'], string> = {
  subtotal: 'Subtotal',
  lineDiscounts: 'Line discounts',
  documentDiscount: 'Discount',
  net: 'Net',
};

/**
 * The document's totals as the server will store them, or why they cannot be shown yet:
 * Subtotal before discounts, the discounts, the net, GST and the total, as the read view and
 * the PDF show them.
 */
export function TotalsPanel({
  totals,
  currency,
  gstRegistered,
  pricesIncludeGst,
  discountGiven,
}: {
  totals: DocumentTotals | null;
  currency: string;
  gstRegistered: boolean;
  pricesIncludeGst: boolean;
  discountGiven: Discount | null;
}) {
  const money = (amount: string) => formatAmount(amount, { currency });
  // Keyed by what the row is, not by its label: a GST row's label holds an amount that changes.
  const row = (label: string, amount: string, strong = false, key = label, id = label) => (
    <Group justify="space-between" key={key}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} data-testid={`total-${id}`}>
        {money(amount)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" radius="md" aria-label="Totals" role="region" aria-live="polite">
      {totals ? (
        <Stack gap={4}>
          {subtotalRows({
            grossSubtotal: totals.grossSubtotal,
            lineDiscounts: totals.lineDiscounts,
            documentDiscount: totals.documentDiscount,
            discountGiven,
            net: totals.taxable,
            pricesIncludeGst,
            gstRegistered,
          }).map((r) => row(r.label, r.amount, false, r.key, ROW_ID[r.key]))}
          {gstRegistered
            ? totals.taxes
                .filter((tax) => tax.taxRate !== '0')
                .map((tax) =>
                  row(
                    `GST ${tax.taxRate}% on ${money(tax.taxable)}`,
                    tax.tax,
                    false,
                    `GST ${tax.taxCode} ${tax.taxRate}`,
                  ),
                )
            : null}
          {gstRegistered ? row('GST', totals.tax) : null}
          {row('Total', totals.total, totals.rounding === '0.00')}
          {totals.rounding !== '0.00' ? row('Cash rounding', totals.rounding) : null}
          {totals.rounding !== '0.00' ? row('To pay', totals.payable, true) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          The totals show once every line has a quantity and a unit price.
        </Text>
      )}
    </Paper>
  );
}
