import { computeTotals } from '@kira/core/document-totals';
import { formatAmount, formatSgd } from '@kira/core/format/money';
import { isAboveZero, trimDecimal } from '@kira/core/money';
import { type DocumentPdfInput, printsGst } from './pdf-input.ts';

export interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

const SUPPLY_LABEL = {
  SR: 'Standard-rated supplies',
  ZR: 'Zero-rated supplies',
  ES: 'Exempt supplies',
  OS: 'Out-of-scope supplies',
} as const;

const TOTAL_LABEL = { credit: 'Total credit', receipt: 'Amount received' } as const;

/** The document discount alone (line discounts show on their lines), from the stored lines. */
function documentDiscountOf({ document: d }: DocumentPdfInput): string {
  if (!d.documentDiscount) return '0.00';
  return computeTotals({
    lines: d.lines,
    documentDiscount: d.documentDiscount,
    pricesIncludeGst: d.pricesIncludeGst,
    gstRounding: d.gstRounding,
    cashRounding: false,
  }).documentDiscount;
}

/**
 * The rows under the lines, in the order they print: subtotal, the document's discount; for a
 * GST-registered company each supply type's value, the total without GST, GST per rate and the
 * total with GST (IRAS's tax invoice); cash rounding; the SGD figures of a foreign-currency
 * document; an invoice's payments, credits and balance due, each on its own line. A receipt
 * is no supply: only the amount received (and its SGD figure).
 */
export function totalRows(input: DocumentPdfInput): TotalRow[] {
  const { document: d } = input;
  const money = (amount: string) => formatAmount(amount, { currency: d.currency });
  if (d.kind === 'receipt') return receiptRows(input, money);
  const gst = printsGst(input);
  const inclusive = gst && d.pricesIncludeGst;
  const rows: TotalRow[] = [
    { label: inclusive ? 'Subtotal (incl. GST)' : 'Subtotal', value: money(d.subtotal) },
  ];
  const discount = documentDiscountOf(input);
  if (isAboveZero(discount)) {
    const percent = d.documentDiscount?.kind === 'percent' ? ` (${d.documentDiscount.value}%)` : '';
    rows.push({ label: `Discount${percent}`, value: `-${money(discount)}` });
  }
  if (gst) {
    if (d.taxes.length > 1 || d.taxes.some((t) => t.taxCode !== 'SR')) {
      for (const tax of d.taxes) {
        const rate = tax.taxCode === 'SR' ? ` (${trimDecimal(tax.taxRate)}%)` : '';
        rows.push({ label: `${SUPPLY_LABEL[tax.taxCode]}${rate}`, value: money(tax.taxable) });
      }
    }
    rows.push({ label: 'Total excl. GST', value: money(d.taxable) });
    for (const tax of d.taxes.filter((t) => t.taxCode === 'SR')) {
      rows.push({
        label: `GST ${trimDecimal(tax.taxRate)}% on ${money(tax.taxable)}`,
        value: money(tax.tax),
      });
    }
  }
  const rounded = /[1-9]/.test(d.rounding);
  const totalLabel =
    TOTAL_LABEL[d.kind as keyof typeof TOTAL_LABEL] ?? (gst ? 'Total incl. GST' : 'Total');
  rows.push({ label: totalLabel, value: money(d.total), strong: !rounded });
  if (rounded) {
    rows.push({ label: 'Cash rounding', value: money(d.rounding) });
    rows.push({ label: 'Total payable', value: money(d.payable), strong: true });
  }
  if (d.sgd) {
    rows.push({ label: 'Total in SGD', value: formatSgd(d.sgd.total) });
    if (gst) rows.push({ label: 'GST in SGD', value: formatSgd(d.sgd.tax) });
  }
  if (d.kind === 'invoice') {
    if (isAboveZero(d.paid) || !isAboveZero(d.credited))
      rows.push({ label: 'Amount paid', value: money(d.paid) });
    if (isAboveZero(d.credited)) rows.push({ label: 'Credited', value: money(d.credited) });
    rows.push({ label: 'Balance due', value: money(d.balance), strong: true });
  }
  return rows;
}

/** A receipt's one figure: what was received (how, and for what, print beside the contact). */
function receiptRows(
  { document: d }: DocumentPdfInput,
  money: (amount: string) => string,
): TotalRow[] {
  const rows: TotalRow[] = [{ label: 'Amount received', value: money(d.payable), strong: true }];
  if (d.sgd) rows.push({ label: 'Amount received in SGD', value: formatSgd(d.sgd.total) });
  return rows;
}
