import { cashRoundingApplies, documentTotals } from '@kira/core/document-amounts';
import type { DocumentTotals } from '@kira/core/document-totals';
import type { DocumentRecord } from '@kira/core/documents';
import { compareMoney } from '@kira/core/money';
import type { TaxSettings } from '../store/company-context.ts';
import type { DocumentRow, LineRow } from '../store/document-rows.ts';

/**
 * The document's amount columns, as the shared function computed them. `cashRounding` says
 * whether its total was rounded: as the kind and the company say, or a credit note of a whole
 * cash-rounded invoice, which takes the invoice's rounding (core's `documentTotals`).
 */
export function amountColumns(
  kind: DocumentRow['kind'],
  settings: TaxSettings,
  totals: DocumentTotals,
) {
  return {
    gstRounding: settings.gstRounding,
    cashRounding: cashRoundingApplies(kind, settings.cashRounding) || totals.rounding !== '0.00',
    subtotal: totals.subtotal,
    discount: totals.totalDiscount,
    taxable: totals.taxable,
    tax: totals.tax,
    total: totals.total,
    rounding: totals.rounding,
    payable: totals.payable,
  };
}

export type DocumentAmounts = ReturnType<typeof amountColumns>;

/**
 * A draft's amounts at issue, computed again (the company's GST settings may have changed
 * since it was saved), and whether they are what is stored. A credit note's are computed with
 * the invoice it adjusts (`draft.adjusts`: its GST date and whole-credit rounding).
 */
export function amountsAtIssue(
  row: DocumentRow,
  draft: DocumentRecord,
  stored: LineRow[],
  settings: TaxSettings,
) {
  const inputs = draft.lines.map((line) => ({ ...line }));
  const totals = documentTotals(
    inputs,
    { ...row, documentDiscount: draft.documentDiscount, adjusts: draft.adjusts },
    settings,
  );
  const amounts = amountColumns(row.kind, settings, totals);
  const same = (a: string | null, b: string | null) =>
    a === b || (a !== null && b !== null && compareMoney(a, b) === 0);
  const unchanged =
    stored.length === totals.lines.length &&
    stored.every(
      (line, index) =>
        same(line.taxRate, totals.lines[index]?.taxRate ?? null) &&
        same(line.amount, totals.lines[index]?.amount ?? null) &&
        same(line.tax, totals.lines[index]?.tax ?? null),
    ) &&
    row.gstRounding === amounts.gstRounding &&
    row.cashRounding === amounts.cashRounding &&
    (['subtotal', 'discount', 'taxable', 'tax', 'total', 'rounding', 'payable'] as const).every(
      (column) => same(row[column], amounts[column]),
    );
  return { inputs, amounts, taxes: totals.taxes, unchanged };
}
