import { isAboveZero } from './money.ts';
import { PayNowPayloadError, type PayNowProxy, payNowPayload } from './paynow/paynow-payload.ts';
import type { CurrencyStatement, StatementPayNow } from './statements.ts';

/**
 * The PayNow code a statement prints: for the SGD amount due at its end (its SGD closing
 * balance, when above zero; PayNow moves Singapore dollars only), with the statement's number
 * as the reference the payer's bank sends back. Null without PayNow, without a number, with
 * nothing due, or when the code cannot be built (the statement is never refused for it).
 */
export function statementPayNow({
  currencies,
  number,
  payNow,
  merchantName,
}: {
  currencies: readonly CurrencyStatement[];
  number: string | null;
  payNow: { paynowProxyType: 'none' | 'uen' | 'mobile'; paynowProxy: string };
  merchantName: string;
}): StatementPayNow | null {
  if (payNow.paynowProxyType === 'none' || payNow.paynowProxy.trim() === '' || !number) return null;
  const due = currencies.find((c) => c.currency === 'SGD')?.closing;
  if (!due || !isAboveZero(due)) return null;
  const proxy: PayNowProxy = { type: payNow.paynowProxyType, value: payNow.paynowProxy };
  try {
    const payload = payNowPayload({ proxy, amount: due, merchantName, reference: number });
    return { payload, amount: due, reference: number };
  } catch (error) {
    if (error instanceof PayNowPayloadError) return null;
    throw error;
  }
}
