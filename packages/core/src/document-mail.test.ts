import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_MAIL,
  documentMailTemplate,
  fillMailTemplate,
  sendDocumentSchema,
} from './document-mail.ts';

const values = {
  title: 'Tax Invoice',
  number: 'INV-0042',
  company: 'Lim Trading Pte. Ltd.',
  contact: 'Kopi Corner',
  total: 'S$1,070.00',
  balance: 'S$570.00',
  dueDate: '25 Dec 2026',
};

describe('document mail', () => {
  it('fills every placeholder and leaves unknown words as written', () => {
    expect(
      fillMailTemplate('{title} {number} for {contact}: {balance} by {dueDate} {x}', values),
    ).toBe('Tax Invoice INV-0042 for Kopi Corner: S$570.00 by 25 Dec 2026 {x}');
  });

  it('uses the company’s own template for a kind, the default for the others', () => {
    const own = { invoice: { subject: 'Bill {number}', message: '' } };
    expect(documentMailTemplate('invoice', own).subject).toBe('Bill {number}');
    expect(documentMailTemplate('quotation', own)).toBe(DEFAULT_DOCUMENT_MAIL.quotation);
    expect(fillMailTemplate(DEFAULT_DOCUMENT_MAIL.invoice.subject, values)).toBe(
      'Tax Invoice INV-0042 from Lim Trading Pte. Ltd.',
    );
  });

  it('takes one to ten addresses, lower-cased, and a draft only when asked', () => {
    const parsed = sendDocumentSchema.parse({ to: ['A@Example.sg'] });
    expect(parsed).toEqual({ to: ['a@example.sg'], cc: [], copyMe: false, issue: false });
    expect(sendDocumentSchema.safeParse({ to: [] }).success).toBe(false);
    expect(sendDocumentSchema.safeParse({ to: ['not an address'] }).success).toBe(false);
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@example.sg`);
    expect(sendDocumentSchema.safeParse({ to: many }).success).toBe(false);
    expect(sendDocumentSchema.safeParse({ to: ['a@example.sg'], bcc: [] }).success).toBe(false);
  });
});
