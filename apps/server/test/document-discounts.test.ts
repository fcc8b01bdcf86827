import { DOCUMENT_CSV_COLUMNS } from '@kira/core/documents-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/csv/csv.ts';
import { draft, issue, line } from './helpers/document-factories.ts';
import { signUpUser, type TestUser, uniqueUen } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// Subtotal before discounts, the discounts, the net, GST and total: the same figures in the
// API's answer, the list, the PDF (read back with pdf.js) and the CSV export, worked out by
// hand (docs/documents.md, "Amounts"; core's document-discounts.test.ts has the working):
//   3 x 33.33 less 10%          = 89.991      -> 89.99  (99.99 less 10.00)
//   0.6836 x 276.5846 less 50%  = 94.53661628 -> 94.54  (189.07 less 94.53)
//   7 x 12.345 less 15%         = 73.45275    -> 73.45  (86.42 less 12.97)
//   Subtotal 375.48, line discounts 117.50, Discount (5%) of 257.98 = 12.90,
//   net 245.08, GST 9% per line 7.69 + 8.08 + 6.28 = 22.05, total 267.13.
let t: TestApp;
let founder: TestUser;
let contactId: string;

beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Discount Founder' });
  const created = await founder.c.post('/api/companies', {
    legalName: 'Discount Works Pte. Ltd.',
    uen: uniqueUen(),
    gstRegistered: true,
    gstNumber: 'M90312345X',
  });
  expect(created.statusCode, created.body).toBe(201);
  const contact = await founder.c.post('/api/contacts', {
    role: 'customer',
    name: 'Typed Gst Trading',
    gstNumber: 'M2-1234567-8',
  });
  expect(contact.statusCode, contact.body).toBe(201);
  contactId = contact.json().id;
});
afterAll(() => t.close());

const percent = (value: string) => ({ discount: { kind: 'percent', value } });

async function issuedInvoice(reference: string) {
  const made = await draft(founder, {
    kind: 'invoice',
    contactId,
    issueDate: '2026-03-02',
    reference,
    documentDiscount: { kind: 'percent', value: '5' },
    lines: [
      line('33.33', '3', { description: 'Bracket', ...percent('10') }),
      line('276.5846', '0.6836', { description: 'Cable', ...percent('50') }),
      line('12.345', '7', { description: 'Hinge', ...percent('15') }),
    ],
  });
  return issue(founder, made.id);
}

describe('discounts and subtotals', () => {
  it('answer Subtotal before discounts and the discounts, adding up to the net', async () => {
    const invoice = await issuedInvoice('DISC-API');
    expect(invoice.lines.map((l: { amount: string }) => l.amount)).toEqual([
      '89.99',
      '94.54',
      '73.45',
    ]);
    const figures = {
      grossSubtotal: '375.48',
      lineDiscounts: '117.50',
      subtotal: '257.98', // the stored column: the lines' amounts after their own discounts
      discount: '130.40', // every discount: 117.50 + 12.90
      taxable: '245.08',
      tax: '22.05',
      total: '267.13',
    };
    expect(invoice).toMatchObject(figures);
    const listed = (await founder.c.get('/api/documents?kind=invoice&q=DISC-API')).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject(figures);
  });

  it('prints them on the PDF in that order, and the customer GST number as typed', async () => {
    const invoice = await issuedInvoice('DISC-PDF');
    const res = await founder.c.get(`/api/documents/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const rows = [
      'Subtotal S$375.48',
      'Line discounts -S$117.50',
      'Discount (5%) -S$12.90',
      'Total excl. GST S$245.08',
      'GST 9% on S$245.08 S$22.05',
      'Total incl. GST S$267.13',
    ];
    let from = 0;
    for (const row of rows) {
      const at = text.indexOf(row, from);
      expect(at, `${row} after ${rows[rows.indexOf(row) - 1] ?? 'the lines'}`).toBeGreaterThan(-1);
      from = at + row.length;
    }
    expect(text).toContain('GST Reg. No.: M2-1234567-8');
  });

  it('exports the same figures in the CSV: Subtotal, Discount, Net, GST, Total', async () => {
    await issuedInvoice('DISC-CSV');
    const res = await founder.c.get('/api/documents/export.csv?kind=invoice&q=DISC-CSV');
    expect(res.statusCode, res.body).toBe(200);
    const { headers, records } = parseCsv(res.body);
    expect(headers).toEqual([...DOCUMENT_CSV_COLUMNS]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      Subtotal: '375.48',
      Discount: '130.40',
      Net: '245.08',
      GST: '22.05',
      Total: '267.13',
    });
  });

  it('print the same way for a company not GST-registered: Subtotal less discounts is the total', async () => {
    // 0.6836 x 276.5846 = 189.07323256 less 50% -> 94.54 (shown 189.07 less 94.53); 4.54 off
    // the document leaves 90.00, with no GST.
    const owner = await signUpUser(t, { name: 'Unregistered Founder' });
    const made = await owner.c.post('/api/companies', {
      legalName: 'Unregistered Works Pte. Ltd.',
      uen: uniqueUen(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const contact = await owner.c.post('/api/contacts', { role: 'customer', name: 'Cash Buyer' });
    const invoice = await issue(
      owner,
      (
        await draft(owner, {
          kind: 'invoice',
          contactId: contact.json().id,
          documentDiscount: { kind: 'amount', value: '4.54' },
          lines: [line('276.5846', '0.6836', { description: 'Cable', ...percent('50') })],
        })
      ).id,
    );
    expect(invoice).toMatchObject({
      grossSubtotal: '189.07',
      lineDiscounts: '94.53',
      discount: '99.07',
      taxable: '90.00',
      tax: '0.00',
      total: '90.00',
    });
    const res = await owner.c.get(`/api/documents/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(
      ['Subtotal S$189.07', 'Line discounts -S$94.53', 'Discount -S$4.54', 'Total S$90.00'].join(
        '\n',
      ),
    );
  });
});
