import { describe, expect, it } from 'vitest';
import { DOCUMENT_KIND_VALUES } from './document-lifecycle.ts';
import { MONEY_KINDS, movesMoney, settlesInvoices } from './money-kinds.ts';

describe('money kinds', () => {
  it('names the kinds the ledger posts, and only those', () => {
    expect(DOCUMENT_KIND_VALUES.filter(movesMoney)).toEqual(
      [...MONEY_KINDS].sort(
        (a, b) => DOCUMENT_KIND_VALUES.indexOf(a) - DOCUMENT_KIND_VALUES.indexOf(b),
      ),
    );
    expect(movesMoney('quotation')).toBe(false);
    expect(movesMoney('purchase')).toBe(false);
  });

  it('settles invoices only by receipts and credit notes, which move money themselves', () => {
    const settling = DOCUMENT_KIND_VALUES.filter(settlesInvoices);
    expect(settling).toEqual(expect.arrayContaining(['receipt', 'credit']));
    expect(settling).toHaveLength(2);
    expect(settling.every(movesMoney)).toBe(true);
  });
});
