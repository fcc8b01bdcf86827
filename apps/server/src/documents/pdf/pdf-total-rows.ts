import { storedSubtotalRows } from '@kira/core/document-total-rows';
import { sgdRows } from '@kira/core/foreign-currency';
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

/**
 * The rows under the lines, in the order they print: Subtotal before any discount, the lines'
 * discounts, the document's discount (core's `subtotalRows`, as the screens show them); for a
 * GST-registered company each supply type's value, the total without GST, GST per rate and the
 * total with GST (IRAS's tax invoice); cash rounding; the SGD figures of a foreign-currency
 * document (core's `sgdRows`); an invoice's payments, credits and balance due, each on its own
 * line. A receipt or a refund is no supply: only the amount received or refunded (and in SGD).
 */
export function totalRows(input: DocumentPdfInput): TotalRow[] {
  const { document: d } = input;
  const money = (amount: string) => formatAmount(amount, { currency: d.currency });
  if (d.kind === 'receipt' || d.kind === 'refund') return receiptRows(input, money);
  const gst = printsGst(input);
  const rows: TotalRow[] = [];
  for (const row of storedSubtotalRows(d, gst)) {
    // A tax invoice shows the value of each type of supply before its total without GST.
    if (row.key === 'net' && (d.taxes.length > 1 || d.taxes.some((t) => t.taxCode !== 'SR'))) {
      for (const tax of d.taxes) {
        const rate = tax.taxCode === 'SR' ? ` (${trimDecimal(tax.taxRate)}%)` : '';
        rows.push({ label: `${SUPPLY_LABEL[tax.taxCode]}${rate}`, value: money(tax.taxable) });
      }
    }
    rows.push({ label: row.label, value: money(row.amount) });
  }
  for (const tax of gst ? d.taxes.filter((t) => t.taxCode === 'SR') : []) {
    rows.push({
      label: `GST ${trimDecimal(tax.taxRate)}% on ${money(tax.taxable)}`,
      value: money(tax.tax),
    });
  }
  const rounded = /[1-9]/.test(d.rounding);
  const totalLabel =
    TOTAL_LABEL[d.kind as keyof typeof TOTAL_LABEL] ?? (gst ? 'Total incl. GST' : 'Total');
  rows.push({ label: totalLabel, value: money(d.total), strong: !rounded });
  if (rounded) {
    rows.push({ label: 'Cash rounding', value: money(d.rounding) });
    rows.push({ label: 'Total payable', value: money(d.payable), strong: true });
  }
  for (const row of sgdRows(d, gst)) rows.push({ label: row.label, value: formatSgd(row.amount) });
  if (d.kind === 'invoice') {
    if (isAboveZero(d.paid) || !isAboveZero(d.credited))
      rows.push({ label: 'Amount paid', value: money(d.paid) });
    if (isAboveZero(d.credited)) rows.push({ label: 'Credited', value: money(d.credited) });
    rows.push({ label: 'Balance due', value: money(d.balance), strong: true });
  }
  return rows;
}

/** A receipt's or refund's one figure: what was received or paid back (how, beside the contact). */
function receiptRows(
  { document: d }: DocumentPdfInput,
  money: (amount: string) => string,
): TotalRow[] {
  const label = d.kind === 'refund' ? 'Amount refunded' : 'Amount received';
  const rows: TotalRow[] = [{ label, value: money(d.payable), strong: true }];
  for (const row of sgdRows(d, false))
    rows.push({ label: row.label, value: formatSgd(row.amount) });
  return rows;
}
