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
import { formatMoney, type Money, toMoney } from './money-arithmetic.ts';
import type { TaxCode } from './tax-code-list.ts';

/** What a company's settings say about a document's amounts. */
export interface AmountSettings {
  gstRegistered: boolean;
  gstRounding: 'line' | 'subtotal';
  cashRounding: boolean;
}

/**
 * Whether a document of this kind is rounded to 5 cents, when the company asks for cash
 * rounding: cash rounding is for what is to be paid in cash. Not a credit note, nor a receipt,
 * which records the amount actually received (a bank transfer of 10.02 is 10.02; cash handed
 * over is already in 5 cents). The totals and the document's stored flag both follow this.
 */
export function cashRoundingApplies(kind: DocumentKind, companyCashRounding: boolean): boolean {
  return companyCashRounding && kind !== 'credit' && kind !== 'receipt';
}

/**
 * A document's amounts by the one shared function, at the GST rates in force on its issue
 * date (none for a company that is not GST-registered). The server always recomputes;
 * the editor computes with it as the user types, so what it shows is what the server stores.
 */
export function documentTotals(
  lines: readonly Pick<DocumentLineInput, 'quantity' | 'unitPrice' | 'discount' | 'taxCode'>[],
  document: {
    issueDate: string;
    pricesIncludeGst: boolean;
    documentDiscount: { kind: 'percent' | 'amount'; value: string } | null;
    kind: DocumentKind;
  },
  settings: AmountSettings,
): DocumentTotals {
  // One look-up per tax code: the rate depends on nothing else.
  const rates = new Map<TaxCode, string>();
  const rateOf = (taxCode: TaxCode) => {
    let rate = rates.get(taxCode);
    if (rate === undefined) {
      rate = settings.gstRegistered ? gstRateFor(taxCode, document.issueDate) : '0';
      rates.set(taxCode, rate);
    }
    return rate;
  };
  return computeTotals({
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
