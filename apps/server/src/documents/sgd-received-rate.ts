import { LIMITS } from '@kira/core/bounds';
import { paymentRate } from '@kira/core/foreign-currency';
import { compareMoney } from '@kira/core/money';
import { AppError } from '../http/app-error.ts';

/**
 * The rate of a payment in another currency received in SGD: the SGD received over the amount
 * (400 for an invoice or payment in SGD, whose amount is what was received, and for a rate out of bounds).
 */
export function sgdReceivedRate(
  of: 'invoice' | 'payment',
  currency: string,
  amount: string,
  sgdReceived: string,
): string {
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, [{ field: 'sgdReceived', message }]);
  if (currency === 'SGD') throw refuse(`The ${of} is in SGD: the amount is the SGD received.`);
  const rate = paymentRate(amount, sgdReceived);
  if (
    compareMoney(rate, LIMITS.exchangeRateMin) < 0 ||
    compareMoney(rate, LIMITS.exchangeRateMax) > 0
  )
    throw refuse(
      `S$${sgdReceived} for ${currency} ${amount} is a rate of ${rate}, outside ${LIMITS.exchangeRateMin} to ${LIMITS.exchangeRateMax}.`,
    );
  return rate;
}
