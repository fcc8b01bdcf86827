import { describe, expect, it } from 'vitest';
import { boundedDecimalProblem, LIMITS, withThousands } from './bounds.ts';
import { createDocumentSchema, recordPaymentSchema } from './documents.ts';
import { productFields } from './products.ts';

const line = (quantity: string, unitPrice: string) => ({
  description: 'Widget',
  quantity,
  unitPrice,
});

const draftWith = (lines: ReturnType<typeof line>[]) =>
  createDocumentSchema.safeParse({ kind: 'invoice', lines });

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the limits', () => {
  it('leave headroom in their columns', () => {
    // numeric(14,2) holds 12 digits before the point, numeric(14,4) 10.
    expect(LIMITS.amount.split('.')[0]).toHaveLength(10);
    expect(LIMITS.price.split('.')[0]).toHaveLength(9);
    expect(LIMITS.quantity.split('.')[0]).toHaveLength(9);
  });

  it('are written with thousands separators in messages', () => {
    expect(withThousands(LIMITS.amount)).toBe('9,999,999,999.99');
    expect(withThousands('1000000')).toBe('1,000,000');
    expect(withThousands('12')).toBe('12');
  });
});

describe('boundedDecimalProblem', () => {
  const rule = { label: 'Amount', decimals: 2, max: LIMITS.amount };

  it('takes the limit itself and refuses a cent more', () => {
    expect(boundedDecimalProblem('9999999999.99', rule)).toBeNull();
    expect(boundedDecimalProblem('10000000000.00', rule)).toBe(
      'Amount can be at most 9,999,999,999.99',
    );
  });

  it('refuses exponents, NaN and huge digit strings as numbers', () => {
    expect(boundedDecimalProblem('1e400', rule)).toMatch(/enter a number/);
    expect(boundedDecimalProblem('NaN', rule)).toMatch(/enter a number/);
    expect(boundedDecimalProblem('9'.repeat(400), rule)).toMatch(/at most/);
  });

  it('keeps the lower bound, inclusive or not', () => {
    expect(boundedDecimalProblem('0', rule)).toBeNull();
    expect(boundedDecimalProblem('-0.01', rule)).toMatch(/more than or equal to 0/);
    expect(boundedDecimalProblem('0', { ...rule, allowMin: false })).toMatch(/more than 0/);
  });
});

describe('document lines', () => {
  it('take quantities and prices up to their limits', () => {
    expect(draftWith([line('999999999.9999', '0.0001')]).success).toBe(true);
    expect(draftWith([line('1', '999999999.9999')]).success).toBe(true);
    expect(messages(draftWith([line('1000000000', '1')]))).toContain(
      'Quantity can be at most 999,999,999.9999',
    );
    expect(messages(draftWith([line('1', '1000000000')]))).toContain(
      'Unit price can be at most 999,999,999.9999',
    );
  });

  it('refuse a line whose quantity times price is more than an amount can be', () => {
    expect(draftWith([line('99999.9999', '99999.9999')]).success).toBe(true); // 9,999,999,980.00
    const result = draftWith([line('999999999', '999999999')]);
    expect(messages(result)).toContain(
      'Quantity times unit price comes to more than 9,999,999,999.99, the largest amount Kira keeps',
    );
  });

  it('refuse lines whose sum is more than an amount can be', () => {
    const lines = Array.from({ length: 200 }, () => line('1', '49999999.99'));
    expect(draftWith(lines).success).toBe(true); // 9,999,999,998.00
    const over = Array.from({ length: 200 }, () => line('1', '50000000')); // 10,000,000,000.00
    expect(messages(draftWith(over))).toContain(
      'The sum of the lines comes to more than 9,999,999,999.99, the largest amount Kira keeps',
    );
  });

  it('bound exchange rates from 0.000001 to 1,000,000', () => {
    const rate = (exchangeRate: string) =>
      createDocumentSchema.safeParse({ kind: 'invoice', currency: 'USD', exchangeRate }).success;
    expect(rate('0.000001')).toBe(true);
    expect(rate('1000000')).toBe(true);
    expect(rate('0.0000009')).toBe(false);
    expect(rate('1000000.00000001')).toBe(false);
  });
});

describe('payments and prices', () => {
  it('bound a payment by the amount limit', () => {
    expect(recordPaymentSchema.safeParse({ amount: '9999999999.99' }).success).toBe(true);
    expect(messages(recordPaymentSchema.safeParse({ amount: '100000000000' }))).toEqual([
      'Amount can be at most 9,999,999,999.99',
    ]);
    expect(recordPaymentSchema.safeParse({ amount: '0' }).success).toBe(false);
  });

  it('bound a product price by the price limit', () => {
    const price = productFields.shape.sellingPrice;
    expect(price.safeParse('999999999.9999').success).toBe(true);
    expect(messages(price.safeParse('1000000000'))).toEqual([
      'Selling price can be at most 999,999,999.9999',
    ]);
  });
});
