import { describe, expect, it } from 'vitest';
import { paymentRate, sgdFigures, sgdRows } from './foreign-currency.ts';

describe('sgdFigures', () => {
  it('converts the total excluding GST and the GST, and adds them for the total', () => {
    // USD 50.00 + GST 9% 4.50 = USD 54.50 at 1.3505:
    // 50.00 x 1.3505 = 67.525 -> 67.53; 4.50 x 1.3505 = 6.07725 -> 6.08; 67.53 + 6.08 = 73.61
    // (54.50 x 1.3505 = 73.60225 would round to 73.60: a cent short of the two it adds up).
    expect(sgdFigures({ taxable: '50.00', tax: '4.50', exchangeRate: '1.3505' })).toEqual({
      taxable: '67.53',
      tax: '6.08',
      total: '73.61',
    });
  });

  it('takes a receipt paid in SGD at what was received, the figure excluding GST derived', () => {
    // USD 100.00 received as S$135.50 at the payment's rate 1.355; no GST on a receipt.
    expect(
      sgdFigures({ taxable: '100.00', tax: '0.00', exchangeRate: '1.355', received: '135.50' }),
    ).toEqual({ taxable: '135.50', tax: '0.00', total: '135.50' });
  });
});

describe('paymentRate', () => {
  it('is the SGD received over the amount, to 8 decimals half away from zero', () => {
    expect(paymentRate('100', '135.50')).toBe('1.35500000');
    // 134 / 99.99 = 1.340134013401... -> 1.34013401
    expect(paymentRate('99.99', '134')).toBe('1.34013401');
    // 2 / 3 = 0.666666666... -> 0.66666667
    expect(paymentRate('3', '2')).toBe('0.66666667');
  });
});

describe('sgdRows', () => {
  const sgd = { taxable: '67.53', tax: '6.08', total: '73.61' };
  it('prints the three IRAS figures for a GST-registered company, the total otherwise', () => {
    const invoice = { kind: 'invoice' as const, sgd, sgdReceived: null };
    expect(sgdRows(invoice, true)).toEqual([
      { label: 'Total excluding GST (SGD)', amount: '67.53' },
      { label: 'GST (SGD)', amount: '6.08' },
      { label: 'Total including GST (SGD)', amount: '73.61' },
    ]);
    expect(sgdRows(invoice, false)).toEqual([{ label: 'Total (SGD)', amount: '73.61' }]);
    expect(sgdRows({ ...invoice, sgd: null }, true)).toEqual([]);
  });

  it('prints what a receipt paid in SGD received', () => {
    const receipt = {
      kind: 'receipt' as const,
      sgd: { taxable: '135.50', tax: '0.00', total: '135.50' },
      sgdReceived: '135.50',
    };
    expect(sgdRows(receipt, true)).toEqual([{ label: 'Received in SGD', amount: '135.50' }]);
  });
});
