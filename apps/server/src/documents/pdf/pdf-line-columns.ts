import type { DocumentRecord } from '@kira/core/documents';
import { formatAmount, formatPrice } from '@kira/core/format/money';
import { formatMoney, gstInclusivePortion, subtractMoney, sumMoney } from '@kira/core/money';
import type { TaxCode } from '@kira/core/tax-codes';
import { type DocumentPdfInput, printsGst } from './pdf-input.ts';

type Line = DocumentRecord['lines'][number];

export interface LineColumn {
  key: string;
  header: string;
  /** Points; the description takes what the others leave. */
  width: number | null;
  right: boolean;
  value: (line: Line) => string;
}

export interface LineGroup {
  /** Null when the lines are not grouped (one tax code, or no GST at all). */
  heading: string | null;
  /** The group's total line, e.g. `Total zero-rated supplies`; null without a heading. */
  totalLabel: string | null;
  total: string;
  lines: Line[];
}

const GROUPS: { code: TaxCode; heading: string; total: string }[] = [
  { code: 'SR', heading: 'Standard-rated supplies', total: 'Total standard-rated supplies' },
  { code: 'ZR', heading: 'Zero-rated supplies', total: 'Total zero-rated supplies' },
  { code: 'ES', heading: 'Exempt supplies', total: 'Total exempt supplies' },
  { code: 'OS', heading: 'Out-of-scope supplies', total: 'Total out-of-scope supplies' },
];

const GST_MARK: Record<TaxCode, (rate: string) => string> = {
  SR: (rate) => `${rate}%`,
  ZR: () => '0% ZR',
  ES: () => 'Exempt',
  OS: () => 'OS',
};

/** Whether the PDF shows prices and amounts: every kind but a delivery order the company keeps plain. */
export function showsPrices({ document, company }: DocumentPdfInput): boolean {
  return document.kind !== 'delivery' || company.deliveryOrderPrices;
}

/**
 * The line table's columns for this document: description and quantity always; unit price,
 * discount (when a line has one) and amount when prices show; a GST-registered company's
 * documents add each line's GST rate, and with GST-inclusive prices the amount before GST too
 * (IRAS: a tax invoice shows each item's amount without GST).
 */
export function lineColumns(input: DocumentPdfInput): LineColumn[] {
  const { document: d } = input;
  const gst = printsGst(input);
  const money = (amount: string) => formatAmount(amount);
  const columns: LineColumn[] = [
    { key: 'no', header: '#', width: 22, right: false, value: (l) => String(l.position) },
    {
      key: 'description',
      header: 'Description',
      width: null,
      right: false,
      value: (l) => l.description,
    },
    {
      key: 'quantity',
      header: 'Qty',
      width: 56,
      right: true,
      value: (l) => (l.unit ? `${l.quantity} ${l.unit}` : l.quantity),
    },
  ];
  if (!showsPrices(input)) return columns;
  columns.push({
    key: 'unitPrice',
    header: `Unit price${d.pricesIncludeGst && gst ? ' incl. GST' : ''}`,
    width: 70,
    right: true,
    value: (l) => formatPrice(l.unitPrice),
  });
  if (d.lines.some((l) => l.discount)) {
    columns.push({
      key: 'discount',
      header: 'Discount',
      width: 50,
      right: true,
      value: (l) =>
        !l.discount
          ? ''
          : l.discount.kind === 'percent'
            ? `${l.discount.value}%`
            : money(l.discount.value),
    });
  }
  if (gst) {
    columns.push({
      key: 'gst',
      header: 'GST',
      width: 40,
      right: true,
      value: (l) => GST_MARK[l.taxCode](l.taxRate),
    });
  }
  if (gst && d.pricesIncludeGst) {
    columns.push({
      key: 'net',
      header: 'Excl. GST',
      width: 66,
      right: true,
      value: (l) => money(netOf(l)),
    });
  }
  const amountHeader = !gst
    ? `Amount (${d.currency})`
    : d.pricesIncludeGst
      ? `Incl. GST (${d.currency})`
      : `Excl. GST (${d.currency})`;
  columns.push({
    key: 'amount',
    header: amountHeader,
    width: 76,
    right: true,
    value: (l) => money(l.amount),
  });
  return columns;
}

/** A GST-inclusive line's amount before GST (its GST rounded on the line). */
function netOf(line: Line): string {
  return formatMoney(subtractMoney(line.amount, gstInclusivePortion(line.amount, line.taxRate)));
}

/**
 * The lines as the table prints them: a GST-registered company's document with any line that
 * is not standard-rated shows each supply type apart (standard-rated, zero-rated, exempt, out
 * of scope), each with its own total, as IRAS asks of a tax invoice; any other, one group.
 */
export function lineGroups(input: DocumentPdfInput): LineGroup[] {
  const { document: d } = input;
  const total = (lines: Line[]) => formatMoney(sumMoney(lines.map((l) => l.amount)));
  const grouped = printsGst(input) && d.lines.some((l) => l.taxCode !== 'SR');
  if (!grouped) return [{ heading: null, totalLabel: null, total: total(d.lines), lines: d.lines }];
  return GROUPS.flatMap(({ code, heading, total: totalLabel }) => {
    const lines = d.lines.filter((l) => l.taxCode === code);
    return lines.length === 0 ? [] : [{ heading, totalLabel, total: total(lines), lines }];
  });
}
