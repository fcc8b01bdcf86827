import { describe, expect, it } from 'vitest';
import { defaultTermsOf } from './document-defaults.ts';
import { DOCUMENT_CSV_COLUMNS, documentsCsvFileName, documentToCsv } from './documents-csv.ts';

describe('a document as a row of the CSV', () => {
  it('names every column, writes a draft without number or due date, and labels its status', () => {
    const row = documentToCsv({
      number: null,
      kind: 'credit',
      status: 'partially_paid',
      contactName: 'Tan Trading',
      issueDate: '2026-11-25',
      dueDate: null,
      currency: 'SGD',
      grossSubtotal: '10.00',
      discount: '0.00',
      taxable: '10.00',
      tax: '0.90',
      total: '10.90',
      paid: '0.00',
      credited: '0.00',
      balance: '0.00',
      reference: 'PO-1',
    });
    expect(Object.keys(row)).toEqual([...DOCUMENT_CSV_COLUMNS]);
    expect(row).toMatchObject({
      Number: '',
      Kind: 'Credit Note',
      Status: 'Partially paid',
      'Due date': '',
      GST: '0.90',
      Paid: '0.00',
      Credited: '0.00',
    });
  });

  it("is named after the kind's plural and the day", () => {
    expect(documentsCsvFileName('invoice', '2026-11-25')).toBe('invoices-2026-11-25.csv');
    expect(documentsCsvFileName('delivery', '2026-11-25')).toBe('delivery-orders-2026-11-25.csv');
  });
});

describe("a new document's terms", () => {
  it('are the invoice terms for the sales documents that become invoices, else empty', () => {
    for (const kind of ['invoice', 'quotation', 'service'] as const)
      expect(defaultTermsOf(kind, 'Net 30')).toBe('Net 30');
    for (const kind of ['delivery', 'receipt', 'purchase', 'expense', 'credit'] as const)
      expect(defaultTermsOf(kind, 'Net 30')).toBe('');
  });
});
