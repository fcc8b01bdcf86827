import type { DocumentKind } from './document-lifecycle.ts';
import {
  computeTotals,
  type Discount,
  type DocumentTotals,
  documentDiscountAmount,
  TotalsError,
} from './document-totals.ts';
import type { DocumentLineInput } from './documents.ts';
import { gstRateFor } from './gst-rates.ts';
import {
  compareMoney,
  formatMoney,
  type Money,
  subtractMoney,
  toMoney,
} from './money-arithmetic.ts';
import type { TaxCode } from './tax-code-list.ts';

/** What a company's settings say about a document's amounts. */
export interface AmountSettings {
  gstRegistered: boolean;
  /**
   * The day the GST registration took effect (`YYYY-MM-DD`); empty or null when the company
   * has not said, and then it counts as registered on every date.
   */
  gstRegisteredOn?: string | null;
  gstRounding: 'line' | 'subtotal';
  cashRounding: boolean;
}

/**
 * Whether the company charges (and claims) GST on a supply of that date: it is registered and
 * the date is on or after its registration took effect. Before it, a document is no tax
 * invoice, charges no GST and an expense claims no input tax.
 */
export function chargesGst(
  settings: Pick<AmountSettings, 'gstRegistered' | 'gstRegisteredOn'>,
  date: string,
): boolean {
  if (!settings.gstRegistered) return false;
  return !settings.gstRegisteredOn || date >= settings.gstRegisteredOn;
}

/**
 * Whether a document of this kind is rounded to 5 cents, when the company asks for cash
 * rounding: cash rounding is for what is to be paid in cash. Not a credit note, nor a receipt,
 * which records the amount actually received (a bank transfer of 10.02 is 10.02; cash handed
 * over is already in 5 cents). The totals and the document's stored flag both follow this.
 */
export function cashRoundingApplies(kind: DocumentKind, companyCashRounding: boolean): boolean {
  return companyCashRounding && kind !== 'credit' && kind !== 'receipt' && kind !== 'refund';
}

/** The invoice a credit note adjusts, as far as the credit note's amounts depend on it. */
export interface AdjustedInvoice {
  issueDate: string;
  /** Its total before cash rounding. */
  total: string;
  /** What was payable: its total after cash rounding. */
  payable: string;
}

/**
 * The date whose GST rate and registration a document's lines take: its issue date, but a
 * credit note of an invoice takes its invoice's (IRAS: a credit note issued after a rate change
 * for a supply made before it adjusts the GST at the rate the invoice charged).
 */
export function gstDateOf(document: {
  kind: DocumentKind;
  issueDate: string;
  adjusts?: AdjustedInvoice | null;
}): string {
  return document.kind === 'credit' && document.adjusts
    ? document.adjusts.issueDate
    : document.issueDate;
}

/**
 * A document's amounts by the one shared function, at the GST rates in force on its GST date
 * (`gstDateOf`; none when the company was not GST-registered on it). The server always
 * recomputes; the editor computes with it as the user types, so what it shows is what the
 * server stores.
 *
 * A credit note is not cash-rounded, except the credit note of a whole cash-rounded invoice
 * (its total is the invoice's total): it credits what was payable, with the invoice's rounding,
 * so the invoice can be credited in full.
 */
export function documentTotals(
  lines: readonly Pick<DocumentLineInput, 'quantity' | 'unitPrice' | 'discount' | 'taxCode'>[],
  document: {
    issueDate: string;
    pricesIncludeGst: boolean;
    documentDiscount: { kind: 'percent' | 'amount'; value: string } | null;
    kind: DocumentKind;
    /** A credit note's invoice, when it has one. */
    adjusts?: AdjustedInvoice | null;
  },
  settings: AmountSettings,
): DocumentTotals {
  const gstDate = gstDateOf(document);
  const charged = chargesGst(settings, gstDate);
  // One look-up per tax code: the rate depends on nothing else.
  const rates = new Map<TaxCode, string>();
  const rateOf = (taxCode: TaxCode) => {
    let rate = rates.get(taxCode);
    if (rate === undefined) {
      rate = charged ? gstRateFor(taxCode, gstDate) : '0';
      rates.set(taxCode, rate);
    }
    return rate;
  };
  const totals = computeTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      taxCode: line.taxCode,
      taxRate: rateOf(line.taxCode),
    })),
    documentDiscount: document.documentDiscount,
    pricesIncludeGst: document.pricesIncludeGst,
    gstRounding: settings.gstRounding,
    cashRounding: cashRoundingApplies(document.kind, settings.cashRounding),
  });
  const invoice = document.kind === 'credit' ? document.adjusts : null;
  if (!invoice || !creditsWholeRoundedInvoice(totals.total, invoice)) return totals;
  return {
    ...totals,
    rounding: formatMoney(subtractMoney(invoice.payable, totals.total)),
    payable: formatMoney(invoice.payable),
  };
}

function creditsWholeRoundedInvoice(total: string, invoice: AdjustedInvoice): boolean {
  return (
    compareMoney(total, invoice.total) === 0 && compareMoney(invoice.payable, invoice.total) !== 0
  );
}

/**
 * A stored document's Subtotal as shown (before any discount), its lines' discounts and its
 * document discount, from its `subtotal` column (the line amounts after their own discounts),
 * its `discount` column (all its discounts) and its document discount's kind and value: the
 * document discount is computed again by the rule that made it, and the rest of the discount
 * is the lines'. A line's discount is its rounded gross less its amount, however it was
 * stored, so Subtotal - lineDiscounts - documentDiscount is the net of every stored document.
 */
export function discountFigures(stored: {
  subtotal: string;
  discount: string;
  documentDiscount: Discount | null;
}): { grossSubtotal: string; lineDiscounts: string; documentDiscount: string } {
  const lines = toMoney(stored.subtotal);
  let onDocument: Money;
  try {
    onDocument = documentDiscountAmount(lines, stored.documentDiscount);
  } catch (error) {
    // Never so when stored (the discount was checked when these were computed); a list is
    // still shown, the whole discount taken as the document's.
    if (!(error instanceof TotalsError)) throw error;
    onDocument = toMoney(stored.discount);
  }
  const onLines = toMoney(stored.discount).minus(onDocument);
  return {
    grossSubtotal: formatMoney(lines.plus(onLines)),
    lineDiscounts: formatMoney(onLines),
    documentDiscount: formatMoney(onDocument),
  };
}
