import { describe, expect, it } from 'vitest';
import { payNowPayload } from './paynow/paynow-payload.ts';
import { emptyAgeing } from './statement-ageing.ts';
import { statementPayNow } from './statement-paynow.ts';

const sgd = (closing: string) => ({
  currency: 'SGD',
  opening: '0.00',
  lines: [],
  closing,
  ageing: emptyAgeing(),
  unappliedCredit: '0.00',
});
const payNow = { paynowProxyType: 'uen' as const, paynowProxy: '201912345K' };

describe('statementPayNow', () => {
  it('asks for the SGD amount due with the statement number as reference', () => {
    const code = statementPayNow({
      currencies: [sgd('285.00')],
      number: 'SOA-000001',
      payNow,
      merchantName: 'Kira Pte Ltd',
    });
    expect(code).toEqual({
      payload: payNowPayload({
        proxy: { type: 'uen', value: '201912345K' },
        amount: '285.00',
        merchantName: 'Kira Pte Ltd',
        reference: 'SOA-000001',
      }),
      amount: '285.00',
      reference: 'SOA-000001',
    });
    expect(code?.payload).toContain('0110SOA-000001');
  });

  it('has none when nothing is due, without a number or without PayNow', () => {
    const merchantName = 'Kira';
    expect(
      statementPayNow({ currencies: [sgd('-5.00')], number: 'SOA-1', payNow, merchantName }),
    ).toBeNull();
    expect(
      statementPayNow({ currencies: [sgd('5.00')], number: null, payNow, merchantName }),
    ).toBeNull();
    const none = { paynowProxyType: 'none' as const, paynowProxy: '' };
    expect(
      statementPayNow({ currencies: [sgd('5.00')], number: 'SOA-1', payNow: none, merchantName }),
    ).toBeNull();
  });
});
