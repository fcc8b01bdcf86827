import Big from 'big.js';
import type { DocumentKind } from './document-lifecycle.ts';
import { formatMoney, type MoneyInput, roundMoney, toMoney } from './money-arithmetic.ts';

/** The decimals an exchange rate keeps (the column `exchange_rate` is `numeric(18,8)`). */
const RATE_DECIMALS = 8;

/** Division rounded straight to a rate's decimals, half away from zero. */
const RateDivision = Big();
RateDivision.DP = RATE_DECIMALS;
RateDivision.RM = Big.roundHalfUp;

/**
 * A foreign-currency document's figures in SGD, as IRAS asks a tax invoice or credit note in a
 * foreign currency to show them beside its exchange rate.
 */
export interface SgdFigures {
  /** Total excluding GST: the document's `taxable` times the rate, to the cent. */
  taxable: string;
  /** GST: the document's `tax` times the rate, to the cent. */
  tax: string;
  /** Total including GST: derived, the sum of the two (or, on a receipt paid in SGD, what was received). */
  total: string;
}

/**
 * The SGD figures of a document in another currency. The total excluding GST and the GST are
 * each the document's own amount times its rate, rounded to the cent half away from zero (they
 * are what a GST return reports: the value of the supply and its tax); the total including GST
 * is derived as their sum, so the three add up to the cent. On a receipt paid in SGD
 * (`received`, a recorded payment's SGD), the total is what was received, and the figure
 * excluding GST is derived from it instead.
 */
export function sgdFigures({
  taxable,
  tax,
  exchangeRate,
  received = null,
}: {
  taxable: MoneyInput;
  tax: MoneyInput;
  exchangeRate: MoneyInput;
  received?: string | null;
}): SgdFigures {
  const rate = toMoney(exchangeRate);
  const gst = roundMoney(toMoney(tax).times(rate));
  if (received !== null) {
    const total = toMoney(received);
    return {
      taxable: formatMoney(total.minus(gst)),
      tax: formatMoney(gst),
      total: formatMoney(total),
    };
  }
  const excluding = roundMoney(toMoney(taxable).times(rate));
  return {
    taxable: formatMoney(excluding),
    tax: formatMoney(gst),
    total: formatMoney(excluding.plus(gst)),
  };
}

/**
 * The rate of a payment in a foreign currency received in SGD: SGD to one unit, `sgdReceived`
 * over `amount`, rounded half away from zero to the 8 decimals a document keeps (S$135.50 for
 * USD 100 is 1.355).
 */
export function paymentRate(amount: MoneyInput, sgdReceived: MoneyInput): string {
  return new RateDivision(toMoney(sgdReceived)).div(toMoney(amount)).toFixed(RATE_DECIMALS);
}

/** A row of SGD figures under a document's totals, as the PDF and the read view print it. */
export interface SgdRow {
  label: string;
  amount: string;
}

/**
 * The SGD rows of a foreign-currency document, in the order they print: for a GST-registered
 * company the total excluding GST, the GST and the total including GST (IRAS: a tax invoice in
 * a foreign currency shows them in SGD, with the rate); otherwise the total. A receipt shows what
 * it came to in SGD, or, paid in SGD, what was received.
 */
export function sgdRows(
  document: { kind: DocumentKind; sgd: SgdFigures | null; sgdReceived: string | null },
  gstRegistered: boolean,
): SgdRow[] {
  const { sgd } = document;
  if (!sgd) return [];
  if (document.kind === 'receipt')
    return [
      {
        label: document.sgdReceived !== null ? 'Received in SGD' : 'Amount received (SGD)',
        amount: sgd.total,
      },
    ];
  if (!gstRegistered) return [{ label: 'Total (SGD)', amount: sgd.total }];
  return [
    { label: 'Total excluding GST (SGD)', amount: sgd.taxable },
    { label: 'GST (SGD)', amount: sgd.tax },
    { label: 'Total including GST (SGD)', amount: sgd.total },
  ];
}
