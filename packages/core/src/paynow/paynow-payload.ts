import Big from 'big.js';
import { isPlainDate } from '../dates.ts';
import { InvalidAmountError, type MoneyInput, toMoney } from '../money.ts';
import { checkSingaporeMobile } from '../singapore-identifiers.ts';
import { normaliseUen } from '../uen.ts';
import { toEmvText } from './emv-text.ts';
import { emvField, withEmvCrc } from './emv-tlv.ts';

/** Who is paid: PayNow finds the account registered to this UEN or mobile number. */
export type PayNowProxy =
  /** A UEN as registered with PayNow, with its suffix if any: 1-25 letters and digits. */
  | { type: 'uen'; value: string }
  /** A Singapore mobile number, as people write it: `9123 4567`, `+65 9123 4567`, `6591234567`. */
  | { type: 'mobile'; value: string };

export interface PayNowPayloadOptions {
  proxy: PayNowProxy;
  /** Exact decimal text or a Big, above zero, at most MAX_PAYNOW_AMOUNT, whole cents. */
  amount: MoneyInput;
  /** Shown by some banking apps; cut to 25 ASCII characters, `NA` when nothing is left. */
  merchantName: string;
  /** The invoice number the payer's bank sends back; cut to 25 ASCII characters. */
  reference?: string;
  /** Whether the payer may change the amount; not for an invoice's balance due. */
  editable?: boolean;
  /** The last day the code may be paid, `YYYY-MM-DD`; no expiry when left out. */
  expiresOn?: string;
}

export type PayNowField = 'proxy' | 'amount' | 'reference' | 'expiresOn';

/** Options a code cannot be built from; `field` names the option, for a message beside it. */
export class PayNowPayloadError extends Error {
  constructor(
    message: string,
    readonly field: PayNowField,
  ) {
    super(message);
    this.name = 'PayNowPayloadError';
  }
}

/**
 * The largest amount a code carries. EMV allows 13 characters in field 54; a bound of nine
 * digits before the point is far above any PayNow transfer limit and well inside that.
 */
export const MAX_PAYNOW_AMOUNT = '999999999.99';
/** What EMV fields 59 and 62-01 hold at most. */
export const PAYNOW_TEXT_LENGTH = 25;
/** Field 59 when the merchant name has no ASCII left: the usual SGQR placeholder. */
export const MERCHANT_NAME_FALLBACK = 'NA';

const PROXY_TYPE = { mobile: '0', uen: '2' } as const;
const UEN_PROXY = /^[A-Z0-9]{1,25}$/;

/**
 * The text of an SGQR PayNow code (EMVCo merchant-presented QR, dynamic), built field by field
 * as docs/paynow.md lists them, ending with its CRC. Pure: the caller decides when a document
 * gets a code and for which amount (its balance due at the moment the PDF is made). Options it
 * cannot encode throw a PayNowPayloadError; names and references are shortened, not refused.
 */
export function payNowPayload(options: PayNowPayloadOptions): string {
  const { proxy, editable = false, expiresOn, reference } = options;
  const merchantAccount = [
    emvField('00', 'SG.PAYNOW'),
    emvField('01', PROXY_TYPE[proxy.type]),
    emvField('02', proxyValue(proxy)),
    emvField('03', editable ? '1' : '0'),
    expiresOn === undefined ? '' : emvField('04', expiryDate(expiresOn)),
  ].join('');
  const merchantName =
    toEmvText(options.merchantName, { maxLength: PAYNOW_TEXT_LENGTH }) || MERCHANT_NAME_FALLBACK;
  const body = [
    emvField('00', '01'),
    emvField('01', '12'),
    emvField('26', merchantAccount),
    emvField('52', '0000'),
    emvField('53', '702'),
    emvField('54', payNowAmount(options.amount)),
    emvField('58', 'SG'),
    emvField('59', merchantName),
    emvField('60', 'Singapore'),
    reference === undefined ? '' : emvField('62', emvField('01', referenceText(reference))),
  ].join('');
  return withEmvCrc(body);
}

function proxyValue(proxy: PayNowProxy): string {
  if (proxy.type === 'mobile') {
    const check = checkSingaporeMobile(proxy.value);
    if (!check.ok) throw new PayNowPayloadError(`PayNow mobile: ${check.error}`, 'proxy');
    return check.value;
  }
  const uen = normaliseUen(proxy.value);
  if (!UEN_PROXY.test(uen)) {
    throw new PayNowPayloadError(
      `A PayNow UEN is 1 to 25 letters and digits, without spaces or dashes; "${proxy.value}" is not.`,
      'proxy',
    );
  }
  return uen;
}

/** The amount as field 54 writes it: two decimals, no sign, no grouping (`1234.50`). */
function payNowAmount(input: MoneyInput): string {
  let amount: Big;
  try {
    amount = toMoney(input);
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
    throw new PayNowPayloadError(
      `The PayNow amount "${error.input}" is not an amount; write it like 1234.50.`,
      'amount',
    );
  }
  if (amount.lte(0)) {
    throw new PayNowPayloadError('A PayNow amount must be above zero.', 'amount');
  }
  if (amount.gt(MAX_PAYNOW_AMOUNT)) {
    throw new PayNowPayloadError(
      `A PayNow amount can be at most ${MAX_PAYNOW_AMOUNT}; this one is ${amount.toFixed()}.`,
      'amount',
    );
  }
  if (!amount.eq(amount.round(2, Big.roundDown))) {
    throw new PayNowPayloadError(
      `A PayNow amount is in whole cents; round ${amount.toFixed()} to two decimals first.`,
      'amount',
    );
  }
  return amount.toFixed(2);
}

function expiryDate(expiresOn: string): string {
  if (!isPlainDate(expiresOn)) {
    throw new PayNowPayloadError(
      `The PayNow expiry must be a date written YYYY-MM-DD, not "${expiresOn}".`,
      'expiresOn',
    );
  }
  return expiresOn.replaceAll('-', '');
}

/**
 * A reference is how the payment is matched to its invoice, so one that loses every character
 * is refused rather than replaced: a placeholder would match nothing.
 */
function referenceText(reference: string): string {
  const text = toEmvText(reference, { maxLength: PAYNOW_TEXT_LENGTH });
  if (text === '') {
    throw new PayNowPayloadError(
      `The PayNow reference "${reference}" has no characters a PayNow code can carry; give the invoice a number in plain letters and digits.`,
      'reference',
    );
  }
  return text;
}
