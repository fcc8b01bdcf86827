import type { DocumentKind } from '@kira/core/document-lifecycle';
import { computeTotals, type DocumentTotals } from '@kira/core/document-totals';
import type { DocumentLineInput, DocumentRecord } from '@kira/core/documents';
import { gstRateFor } from '@kira/core/gst-rates';
import { compareMoney } from '@kira/core/money';
import type { TaxSettings } from '../store/company-context.ts';
import type { DocumentRow, LineRow } from '../store/document-rows.ts';

/**
 * A document's amounts by the one shared function, at the GST rates in force on its issue
 * date (none for a company that is not GST-registered). The server always recomputes.
 */
export function totalsOf(
  lines: readonly Pick<DocumentLineInput, 'quantity' | 'unitPrice' | 'discount' | 'taxCode'>[],
  document: {
    issueDate: string;
    pricesIncludeGst: boolean;
    documentDiscount: { kind: 'percent' | 'amount'; value: string } | null;
    kind: DocumentKind;
  },
  settings: Pick<TaxSettings, 'gstRegistered' | 'gstRounding' | 'cashRounding'>,
): DocumentTotals {
  return computeTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      taxCode: line.taxCode,
      taxRate: settings.gstRegistered ? gstRateFor(line.taxCode, document.issueDate) : '0',
    })),
    documentDiscount: document.documentDiscount,
    pricesIncludeGst: document.pricesIncludeGst,
    gstRounding: settings.gstRounding,
    // Cash rounding is for what is to be paid in cash, as the company asks: not for a credit
    // note, nor for a receipt, which records the amount actually received (a bank transfer of
    // 10.02 is 10.02; cash handed over is already in 5 cents).
    cashRounding:
      settings.cashRounding && document.kind !== 'credit' && document.kind !== 'receipt',
  });
}

/** The document's amount columns, as the shared function computed them. */
export function amountColumns(
  kind: DocumentRow['kind'],
  settings: TaxSettings,
  totals: DocumentTotals,
) {
  return {
    gstRounding: settings.gstRounding,
    cashRounding: settings.cashRounding && kind !== 'credit',
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
 * since it was saved), and whether they are what is stored.
 */
export function amountsAtIssue(
  row: DocumentRow,
  draft: DocumentRecord,
  stored: LineRow[],
  settings: TaxSettings,
) {
  const inputs = draft.lines.map((line) => ({ ...line }));
  const totals = totalsOf(inputs, { ...row, documentDiscount: draft.documentDiscount }, settings);
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
  return { inputs, amounts, unchanged };
}
