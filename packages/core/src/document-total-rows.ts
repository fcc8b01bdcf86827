import type { Discount } from './document-totals.ts';
import { formatMoney, subtractMoney, toMoney, trimDecimal } from './money-arithmetic.ts';

/** A row of a document's totals: what it is, its label and its amount (negative: taken off). */
export interface SubtotalRow {
  key: 'subtotal' | 'lineDiscounts' | 'documentDiscount' | 'net';
  label: string;
  amount: string;
}

export interface SubtotalFigures {
  /** The lines' grosses, before any discount (`grossSubtotal`). */
  grossSubtotal: string;
  /** The lines' own discounts, each its rounded gross less its amount. */
  lineDiscounts: string;
  /** The document discount in money. */
  documentDiscount: string;
  /** The document discount as entered (for its percent in the label). */
  discountGiven: Discount | null;
  /** What GST is charged on (`taxable`). */
  net: string;
  pricesIncludeGst: boolean;
  /** Whether the document is a GST-registered company's: it shows its net without GST. */
  gstRegistered: boolean;
}

const isZero = (amount: string) => !/[1-9]/.test(amount);
const taken = (amount: string) => formatMoney(toMoney(amount).neg());

/**
 * The first rows of every display of a document's totals (the editor, the read view, the PDF),
 * so they say the same: Subtotal, before any discount; the lines' discounts and the document
 * discount, each taken off; then, for a GST-registered company, the total without GST (the
 * net). GST and the total follow, each display in its own words. With prices without GST,
 * Subtotal less the discounts is the net to the cent; with prices including GST, it is the
 * total including GST.
 */
export function subtotalRows(figures: SubtotalFigures): SubtotalRow[] {
  const inclusive = figures.gstRegistered && figures.pricesIncludeGst;
  const rows: SubtotalRow[] = [
    {
      key: 'subtotal',
      label: inclusive ? 'Subtotal (incl. GST)' : 'Subtotal',
      amount: figures.grossSubtotal,
    },
  ];
  if (!isZero(figures.lineDiscounts)) {
    rows.push({
      key: 'lineDiscounts',
      label: 'Line discounts',
      amount: taken(figures.lineDiscounts),
    });
  }
  if (!isZero(figures.documentDiscount)) {
    const given = figures.discountGiven;
    const percent = given?.kind === 'percent' ? ` (${trimDecimal(String(given.value))}%)` : '';
    rows.push({
      key: 'documentDiscount',
      label: `Discount${percent}`,
      amount: taken(figures.documentDiscount),
    });
  }
  if (figures.gstRegistered)
    rows.push({ key: 'net', label: 'Total excl. GST', amount: figures.net });
  return rows;
}

/** What a stored document (the API's `Document`) says of its discounts and net. */
export interface StoredFigures {
  grossSubtotal: string;
  lineDiscounts: string;
  /** Every discount, the lines' and the document's. */
  discount: string;
  documentDiscount: Discount | null;
  taxable: string;
  pricesIncludeGst: boolean;
}

/** `subtotalRows` of a document as stored (the read view, the PDF). */
export function storedSubtotalRows(d: StoredFigures, gstRegistered: boolean): SubtotalRow[] {
  return subtotalRows({
    grossSubtotal: d.grossSubtotal,
    lineDiscounts: d.lineDiscounts,
    documentDiscount: formatMoney(subtractMoney(d.discount, d.lineDiscounts)),
    discountGiven: d.documentDiscount,
    net: d.taxable,
    pricesIncludeGst: d.pricesIncludeGst,
    gstRegistered,
  });
}
