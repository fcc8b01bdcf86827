import type { DocumentTotals } from '@kira/core/document-totals';
import { formatAmount } from '@kira/core/format/money';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** The document's totals as the server will store them, or why they cannot be shown yet. */
export function TotalsPanel({
  totals,
  currency,
  gstRegistered,
}: {
  totals: DocumentTotals | null;
  currency: string;
  gstRegistered: boolean;
}) {
  const money = (amount: string) => formatAmount(amount, { currency });
  // Keyed by what the row is, not by its label: a GST row's label holds an amount that changes.
  const row = (label: string, amount: string, strong = false, key = label) => (
    <Group justify="space-between" key={key}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} data-testid={`total-${label}`}>
        {money(amount)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" radius="md" aria-label="Totals" role="region" aria-live="polite">
      {totals ? (
        <Stack gap={4}>
          {row('Subtotal', totals.subtotal)}
          {totals.totalDiscount !== '0.00' ? row('Discount', `-${totals.totalDiscount}`) : null}
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
