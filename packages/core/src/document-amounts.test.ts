import { describe, expect, it } from 'vitest';
import { cashRoundingApplies, documentTotals } from './document-amounts.ts';
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
