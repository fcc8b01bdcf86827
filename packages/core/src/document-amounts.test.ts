import { describe, expect, it } from 'vitest';
import { cashRoundingApplies, chargesGst, documentTotals, gstDateOf } from './document-amounts.ts';
import { DOCUMENT_KIND_VALUES, type DocumentKind } from './document-lifecycle.ts';

const totalsOf = (kind: DocumentKind, cashRounding: boolean) =>
  documentTotals(
    [{ quantity: '1', unitPrice: '10.02', discount: null, taxCode: 'SR' }],
    { issueDate: '2026-03-02', pricesIncludeGst: false, documentDiscount: null, kind },
    { gstRegistered: false, gstRounding: 'line', cashRounding },
  );

describe('cash rounding', () => {
  it('rounds what is to be paid, not credit notes nor receipts', () => {
    const rounded = DOCUMENT_KIND_VALUES.filter((kind) => cashRoundingApplies(kind, true));
    expect(rounded).toEqual(['service', 'quotation', 'invoice', 'delivery', 'purchase', 'expense']);
  });

  it('is off for every kind when the company does not ask for it', () => {
    expect(DOCUMENT_KIND_VALUES.some((kind) => cashRoundingApplies(kind, false))).toBe(false);
  });

  it('is what the totals do', () => {
    for (const kind of DOCUMENT_KIND_VALUES) {
      const { rounding } = totalsOf(kind, true);
      expect(rounding !== '0.00', kind).toBe(cashRoundingApplies(kind, true));
    }
  });
});

const ONE_HUNDRED = [{ quantity: '1', unitPrice: '100', discount: null, taxCode: 'SR' as const }];
const REGISTERED = { gstRegistered: true, gstRounding: 'line' as const, cashRounding: false };
const dated = (kind: DocumentKind, issueDate: string, adjusts: object | null = null) => ({
  kind,
  issueDate,
  pricesIncludeGst: false,
  documentDiscount: null,
  adjusts: adjusts as { issueDate: string; total: string; payable: string } | null,
});

describe("a credit note's GST date", () => {
  it("is its invoice's date: a 2023 invoice's credit is at 8% in 2026", () => {
    const invoice = { issueDate: '2023-06-15', total: '108.00', payable: '108.00' };
    expect(gstDateOf(dated('credit', '2026-03-09', invoice))).toBe('2023-06-15');
    // 100.00 at 8% = 8.00, total 108.00.
    const credit = documentTotals(ONE_HUNDRED, dated('credit', '2026-03-09', invoice), REGISTERED);
    expect([credit.lines[0]?.taxRate, credit.tax, credit.payable]).toEqual(['8', '8.00', '108.00']);
  });

  it('is its own date without an invoice, and for every other kind', () => {
    // 100.00 at 9% = 9.00.
    expect(documentTotals(ONE_HUNDRED, dated('credit', '2026-03-09'), REGISTERED).tax).toBe('9.00');
    const invoice = { issueDate: '2023-06-15', total: '108.00', payable: '108.00' };
    expect(gstDateOf(dated('invoice', '2026-03-09', invoice))).toBe('2026-03-09');
  });
});

describe('the GST registration date', () => {
  const from2025 = { gstRegistered: true, gstRegisteredOn: '2025-01-01' };
  it('charges GST from the day it took effect, not before; none unregistered', () => {
    expect(chargesGst(from2025, '2024-12-31')).toBe(false);
    expect(chargesGst(from2025, '2025-01-01')).toBe(true);
    expect(chargesGst({ gstRegistered: true, gstRegisteredOn: '' }, '2000-01-01')).toBe(true);
    expect(chargesGst({ gstRegistered: true, gstRegisteredOn: null }, '2000-01-01')).toBe(true);
    expect(chargesGst({ gstRegistered: false, gstRegisteredOn: null }, '2026-01-01')).toBe(false);
  });

  it('leaves the totals of a document dated before it without GST', () => {
    const settings = { ...REGISTERED, ...from2025 };
    // 2024: 100.00, no GST; 2025: 100.00 + 9.00.
    expect(documentTotals(ONE_HUNDRED, dated('invoice', '2024-06-01'), settings).total).toBe(
      '100.00',
    );
    expect(documentTotals(ONE_HUNDRED, dated('expense', '2025-01-01'), settings).total).toBe(
      '109.00',
    );
  });
});

describe('the credit note of a whole cash-rounded invoice', () => {
  const lines = [{ quantity: '1', unitPrice: '10.92', discount: null, taxCode: 'SR' as const }];
  const plain = { gstRegistered: false, gstRounding: 'line' as const, cashRounding: true };
  const invoice = { issueDate: '2026-03-02', total: '10.92', payable: '10.90' };

  it('credits what was payable: 10.92 rounded to 10.90', () => {
    const credit = documentTotals(lines, dated('credit', '2026-03-09', invoice), plain);
    expect([credit.total, credit.rounding, credit.payable]).toEqual(['10.92', '-0.02', '10.90']);
  });

  it('leaves a credit of part of it unrounded', () => {
    const part = [{ ...lines[0], unitPrice: '5.01' }] as typeof lines;
    const credit = documentTotals(part, dated('credit', '2026-03-09', invoice), plain);
    expect([credit.total, credit.rounding, credit.payable]).toEqual(['5.01', '0.00', '5.01']);
  });
});
