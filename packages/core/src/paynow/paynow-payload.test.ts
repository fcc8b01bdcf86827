import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmvTlv, splitEmvTlv } from './emv-tlv.ts';
import {
  MAX_PAYNOW_AMOUNT,
  PayNowPayloadError,
  type PayNowPayloadOptions,
  payNowPayload,
} from './paynow-payload.ts';

const GOLDEN =
  '00020101021226520009SG.PAYNOW010120213S99345678ABCD03011040899991231520400005303702540512.345802SG5912ACME Pte Ltd6009Singapore62110107INV123463041E74';

const invoice = (overrides: Partial<PayNowPayloadOptions> = {}): PayNowPayloadOptions => ({
  proxy: { type: 'uen', value: '201912345R' },
  amount: '109.00',
  merchantName: 'Tan Kee Trading Pte Ltd',
  reference: 'INV-00042',
  ...overrides,
});

/** The payload's fields, with its templates 26 and 62 opened. */
function decode(payload: string) {
  const fields = parseEmvTlv(payload);
  const open = (template: string | undefined) =>
    Object.fromEntries(splitEmvTlv(template ?? '').map(({ tag, value }) => [tag, value]));
  return { fields, account: open(fields['26']), additional: open(fields['62']) };
}

/** The error the options are refused with; fails the test when they are not. */
function refusal(options: PayNowPayloadOptions): PayNowPayloadError {
  try {
    payNowPayload(options);
  } catch (error) {
    if (error instanceof PayNowPayloadError) return error;
    throw error;
  }
  throw new Error('expected the options to be refused');
}

describe('payNowPayload', () => {
  it('reproduces the golden payload byte for byte', () => {
    expect(
      payNowPayload({
        proxy: { type: 'uen', value: 'S99345678ABCD' },
        editable: true,
        expiresOn: '9999-12-31',
        amount: '12.34',
        merchantName: 'ACME Pte Ltd',
        reference: 'INV1234',
      }),
    ).toBe(GOLDEN);
  });

  it('writes every field in the order of the layout, amount not editable by default', () => {
    const payload = payNowPayload(invoice());
    expect(
      splitEmvTlv(payload)
        .map(({ tag }) => tag)
        .join(' '),
    ).toBe('00 01 26 52 53 54 58 59 60 62 63');
    const { fields, account, additional } = decode(payload);
    expect(fields).toMatchObject({ '00': '01', '01': '12', '52': '0000', '53': '702' });
    expect(fields).toMatchObject({ '58': 'SG', '60': 'Singapore' });
    expect(account).toEqual({ '00': 'SG.PAYNOW', '01': '2', '02': '201912345R', '03': '0' });
    expect(fields['54']).toBe('109.00');
    expect(fields['59']).toBe('Tan Kee Trading Pte Ltd');
    expect(additional).toEqual({ '01': 'INV-00042' });
  });

  it('pays a mobile number, written as people write it, as +65 and 8 digits', () => {
    for (const written of ['9123 4567', '+65 9123 4567', '6591234567', '91234567']) {
      const { account } = decode(
        payNowPayload(invoice({ proxy: { type: 'mobile', value: written } })),
      );
      expect(account).toEqual({ '00': 'SG.PAYNOW', '01': '0', '02': '+6591234567', '03': '0' });
    }
  });

  it('writes the expiry as YYYYMMDD only when one is given', () => {
    expect(decode(payNowPayload(invoice({ expiresOn: '2025-02-28' }))).account['04']).toBe(
      '20250228',
    );
    expect(decode(payNowPayload(invoice())).account).not.toHaveProperty('04');
  });

  it('leaves out field 62 when there is no reference', () => {
    expect(decode(payNowPayload(invoice({ reference: undefined }))).fields).not.toHaveProperty(
      '62',
    );
  });

  it('writes amounts with two decimals from exact decimals', () => {
    const amountOf = (amount: PayNowPayloadOptions['amount']) =>
      decode(payNowPayload(invoice({ amount }))).fields['54'];
    expect(amountOf('1234.5')).toBe('1234.50');
    expect(amountOf('7')).toBe('7.00');
    expect(amountOf(' 0.01 ')).toBe('0.01');
    expect(amountOf('12.340')).toBe('12.34');
    expect(amountOf(new Big('0.1').plus('0.2'))).toBe('0.30');
    expect(amountOf(MAX_PAYNOW_AMOUNT)).toBe('999999999.99');
  });

  it('refuses amounts it cannot carry, naming the amount', () => {
    for (const [amount, message] of [
      ['0.00', /above zero/],
      ['-5.00', /above zero/],
      ['1000000000.00', /at most 999999999.99/],
      ['12.345', /whole cents/],
      ['1,234.50', /not an amount/],
      ['1e3', /not an amount/],
      ['', /not an amount/],
    ] as const) {
      const error = refusal(invoice({ amount }));
      expect(error.field).toBe('amount');
      expect(error.message).toMatch(message);
    }
  });

  it('refuses a proxy that is not a mobile number or a UEN-like code', () => {
    for (const proxy of [
      { type: 'mobile', value: '6123 4567' },
      { type: 'mobile', value: '+60 9123 4567' },
      { type: 'uen', value: '' },
      { type: 'uen', value: '2019-12345R' },
      { type: 'uen', value: 'A'.repeat(26) },
    ] as const) {
      expect(refusal(invoice({ proxy })).field).toBe('proxy');
    }
    expect(refusal(invoice({ proxy: { type: 'mobile', value: '1234' } })).message).toMatch(
      /8 digits starting with 8 or 9/,
    );
  });

  it('takes a UEN in lower case or with spaces around as the upper-case UEN', () => {
    const { account } = decode(
      payNowPayload(invoice({ proxy: { type: 'uen', value: ' t01fc6132d ' } })),
    );
    expect(account['02']).toBe('T01FC6132D');
  });

  it('refuses an expiry that is not a calendar date', () => {
    for (const expiresOn of ['20251231', '2025-02-29', '31/12/2025', '']) {
      expect(refusal(invoice({ expiresOn })).field).toBe('expiresOn');
    }
  });

  it('shortens and transliterates names and references, and falls back to NA for a name', () => {
    const { fields, additional } = decode(
      payNowPayload(
        invoice({
          merchantName: 'Café Ñandú Trading Company Pte. Ltd.',
          reference: 'Réf №2025/0042 ',
        }),
      ),
    );
    expect(fields['59']).toBe('Cafe Nandu Trading Compan');
    expect(additional['01']).toBe('Ref No2025/0042');
    expect(decode(payNowPayload(invoice({ merchantName: '陈记贸易' }))).fields['59']).toBe('NA');
  });

  it('refuses a reference with nothing left to carry', () => {
    expect(refusal(invoice({ reference: '发票' })).field).toBe('reference');
    expect(refusal(invoice({ reference: '  ' })).field).toBe('reference');
  });

  it('always gives a payload that parses back to what was asked, in printable ASCII', () => {
    const cents = fc.bigInt({ min: 1n, max: 99_999_999_999n });
    const proxy = fc.oneof(
      fc.stringMatching(/^[A-Z0-9]{1,25}$/).map((value) => ({ type: 'uen' as const, value })),
      fc
        .stringMatching(/^[89]\d{7}$/)
        .map((digits) => ({ type: 'mobile' as const, value: `+65 ${digits}` })),
    );
    const codePoint = fc
      .integer({ min: 0, max: 0x10ffff })
      .map((code) => String.fromCodePoint(code));
    const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: codePoint }));
    const reference = fc.oneof(fc.stringMatching(/^[A-Z0-9-]{1,40}$/), fc.constant(undefined));
    const expiresOn = fc.option(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.record({
          cents,
          proxy,
          merchantName: text,
          reference,
          expiresOn,
          editable: fc.boolean(),
        }),
        ({ cents, ...options }) => {
          const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          const payload = payNowPayload({ ...options, amount });
          expect(payload).toMatch(/^[\x20-\x7e]+$/);
          const { fields, account, additional } = decode(payload);
          expect(fields['54']).toBe(amount);
          expect(account['01']).toBe(options.proxy.type === 'uen' ? '2' : '0');
          expect(account['02']).toBe(
            options.proxy.type === 'uen'
              ? options.proxy.value
              : `+65${options.proxy.value.slice(4)}`,
          );
          expect(account['03']).toBe(options.editable ? '1' : '0');
          expect(account['04']).toBe(options.expiresOn?.replaceAll('-', ''));
          expect(fields['59']?.length).toBeGreaterThan(0);
          expect(fields['59']?.length).toBeLessThanOrEqual(25);
          expect(additional['01']).toBe(options.reference?.slice(0, 25));
          expect(payload.length).toBeLessThanOrEqual(512);
        },
      ),
    );
  });
});
