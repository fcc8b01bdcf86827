import { describe, expect, it } from 'vitest';
import {
  documentPdfFileName,
  documentPdfsQuerySchema,
  MAX_PDFS_PER_ZIP,
  type PayNowCandidate,
  payNowRequest,
  uniqueFileNames,
} from './document-pdf.ts';
import { createIdGenerator } from './ids.ts';

describe('documentPdfFileName', () => {
  it('names an issued document by its number, a draft by its kind and id, in plain ASCII', () => {
    expect(documentPdfFileName({ kind: 'invoice', number: 'INV-000042', id: 'I1' })).toBe(
      'INV-000042.pdf',
    );
    expect(documentPdfFileName({ kind: 'credit', number: null, id: 'C9' })).toBe(
      'credit-note-draft-C9.pdf',
    );
    expect(documentPdfFileName({ kind: 'invoice', number: 'INV/2026 "7"é', id: 'I1' })).toBe(
      'INV-2026-7.pdf',
    );
  });
});

describe('uniqueFileNames', () => {
  it('keeps names apart in one ZIP', () => {
    expect(uniqueFileNames(['a.pdf', 'a.pdf', 'b.pdf', 'a.pdf'])).toEqual([
      'a.pdf',
      'a-2.pdf',
      'b.pdf',
      'a-3.pdf',
    ]);
  });
});

describe('documentPdfsQuerySchema', () => {
  const ids = createIdGenerator();
  const invoiceId = () => ids.next('invoice');

  it('reads a comma-separated list of document ids, each once', () => {
    const [a, b] = [invoiceId(), invoiceId()];
    expect(documentPdfsQuerySchema.parse({ ids: `${a}, ${b},${a},` }).ids).toEqual([a, b]);
  });

  it('refuses an empty list, too many ids and ids that are no document', () => {
    expect(documentPdfsQuerySchema.safeParse({ ids: ' , ' }).success).toBe(false);
    expect(documentPdfsQuerySchema.safeParse({ ids: 'K123,nothing' }).success).toBe(false);
    const many = Array.from({ length: MAX_PDFS_PER_ZIP + 1 }, invoiceId).join(',');
    expect(documentPdfsQuerySchema.safeParse({ ids: many }).success).toBe(false);
  });
});

describe('payNowRequest', () => {
  const company = { paynowProxyType: 'uen' as const, paynowProxy: '201812345A' };
  const invoice: PayNowCandidate = {
    kind: 'invoice',
    status: 'issued',
    number: 'INV-000042',
    currency: 'SGD',
    balance: '120.50',
  };

  it("asks for an open SGD invoice's balance, with its number as reference", () => {
    expect(payNowRequest(invoice, company)).toEqual({
      proxy: { type: 'uen', value: '201812345A' },
      amount: '120.50',
      reference: 'INV-000042',
    });
    expect(payNowRequest({ ...invoice, status: 'partially_paid' }, company)?.amount).toBe('120.50');
  });

  it('gives none for drafts, void or paid invoices, other kinds, other currencies', () => {
    const none = [
      { ...invoice, status: 'draft' as const, number: null },
      { ...invoice, status: 'void' as const },
      { ...invoice, status: 'paid' as const, balance: '0.00' },
      { ...invoice, balance: '0.00' },
      { ...invoice, kind: 'quotation' as const },
      { ...invoice, kind: 'receipt' as const },
      { ...invoice, currency: 'USD' },
    ];
    for (const candidate of none) expect(payNowRequest(candidate, company)).toBeNull();
  });

  it('gives none when the company has no PayNow', () => {
    expect(payNowRequest(invoice, { paynowProxyType: 'none', paynowProxy: '' })).toBeNull();
    expect(payNowRequest(invoice, { paynowProxyType: 'mobile', paynowProxy: ' ' })).toBeNull();
  });
});
