import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEmvTlv } from '@kira/core/paynow/emv-tlv';
import { payNowPayload } from '@kira/core/paynow/paynow-payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, line } from './helpers/document-factories.ts';
import { signUpUser, type TestUser, uniqueUen } from './helpers/factories.ts';
import { decodeQr, rasterisePage } from './helpers/pdf-raster.ts';
import { pdfPages, pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// What each kind's PDF says, read back from the file with pdf.js, and its PayNow code read back
// from the rendered page with a QR decoder (docs/pdf.md).
let t: TestApp;
let founder: TestUser;
let contactId: string;
const uen = uniqueUen();
const COMPANY = 'Sembawang Supplies Pte. Ltd.';
const ISSUED = '2026-03-02';

beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Pdf Founder' });
  const created = await founder.c.post('/api/companies', {
    legalName: COMPANY,
    uen,
    gstRegistered: true,
    gstNumber: 'M90312345X',
  });
  expect(created.statusCode, created.body).toBe(201);
  const settings = await founder.c.patch('/api/settings/company', {
    addressLine1: '21 Sembawang Road',
    addressLine2: '#03-04',
    postalCode: '757701',
    bankName: 'DBS Bank Ltd',
    bankAccountNumber: '012-345678-9',
    paynowProxyType: 'uen',
    paynowProxy: uen,
    invoiceFooter: 'Thank you for your business.',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const contact = await founder.c.post('/api/contacts', {
    role: 'both',
    name: 'Lim Hardware Pte. Ltd.',
    billingAddress: { line1: '8 Jalan Besar', postalCode: '208790' },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  contactId = contact.json().id;
});
afterAll(() => t.close());

async function pdfOf(id: string, user = founder) {
  const res = await user.c.get(`/api/documents/${id}/pdf`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
}

async function issued(body: object) {
  return issue(founder, (await draft(founder, { contactId, issueDate: ISSUED, ...body })).id);
}

describe('a tax invoice', () => {
  it('carries each field IRAS requires, zero-rated and exempt supplies apart', async () => {
    const invoice = await issued({
      kind: 'invoice',
      reference: 'PO-7781',
      lines: [
        line('100.00', '2', {
          description: 'Steel bracket',
          discount: { kind: 'percent', value: '10' },
        }),
        line('50.00', '1', { description: 'Export freight', taxCode: 'ZR' }),
        line('30.00', '1', { description: 'Loan arrangement', taxCode: 'ES' }),
      ],
    });
    const res = await founder.c.get(`/api/documents/${invoice.id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const text = await pdfText(res.rawPayload);
    const fields = [
      'Tax Invoice', // titled as one
      COMPANY, // supplier's name, address and GST registration number
      '21 Sembawang Road',
      'Singapore 757701',
      'GST Reg. No.: M90312345X',
      invoice.number, // the invoice's number and date
      'Invoice date 2 Mar 2026',
      'Lim Hardware Pte. Ltd.', // customer's name and address
      '8 Jalan Besar',
      'Singapore 208790',
      // each item: description, quantity, discount, GST rate, amount before GST
      '1 Steel bracket 2 100.00 10% 9% 180.00',
      '2 Export freight 1 50.00 0% ZR 50.00',
      '3 Loan arrangement 1 30.00 Exempt 30.00',
      'Zero-rated supplies',
      'Total zero-rated supplies: S$50.00',
      'Exempt supplies',
      'Total exempt supplies: S$30.00',
      'Total excl. GST S$260.00', // the total without GST
      'GST 9% on S$180.00 S$16.20', // GST rate and amount
      'Total incl. GST S$276.20', // the total with GST
      'Amount paid S$0.00',
      'Balance due S$276.20',
      'Reference PO-7781',
      'Bank: DBS Bank Ltd',
      'Thank you for your business.',
      'Page 1 of 1',
    ];
    for (const field of fields) expect(text).toContain(field);
  });

  it('shows the SGD figures of a foreign-currency invoice, and no PayNow code', async () => {
    const invoice = await issued({
      kind: 'invoice',
      currency: 'USD',
      exchangeRate: '1.35',
      lines: [line('100.00', '1')],
    });
    const text = await pdfText(await pdfOf(invoice.id));
    for (const field of [
      'Exchange rate 1 USD = S$1.35',
      'Total incl. GST USD 109.00',
      // 100.00 x 1.35 = 135.00; 9.00 x 1.35 = 12.15; 135.00 + 12.15 = 147.15.
      'Total excluding GST (SGD) S$135.00',
      'GST (SGD) S$12.15',
      'Total including GST (SGD) S$147.15',
    ])
      expect(text).toContain(field);
    expect(text).not.toContain('PayNow');
  });
});

describe('every kind', () => {
  const lines = [line('12.50', '3', { description: 'Cable tray' })];

  it('prints its title, number and amounts', async () => {
    const titles = {
      quotation: 'Quotation',
      service: 'Service Order',
      purchase: 'Purchase Order',
      expense: 'Expense',
    } as const;
    for (const [kind, title] of Object.entries(titles)) {
      const doc = await issued({
        kind,
        lines,
        ...(kind === 'expense' ? { expenseCategory: 'rental' } : {}),
      });
      const text = await pdfText(await pdfOf(doc.id));
      expect(text, kind).toContain(title);
      expect(text, kind).toContain(doc.number);
      expect(text, kind).toContain('1 Cable tray 3 12.50 9% 37.50');
      expect(text, kind).toContain('GST 9% on S$37.50 S$3.38');
      expect(text, kind).toContain('Total incl. GST S$40.88');
      expect(text, kind).not.toContain('Balance due');
    }
  });

  it("a receipt names the invoice it pays; the invoice's PDF shows what is paid and owed", async () => {
    const invoice = await issued({ kind: 'invoice', lines });
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '10.00',
      date: ISSUED,
      paymentMethod: 'bankTransfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = await pdfText(await pdfOf(paid.json().id));
    expect(receipt).toContain('Receipt');
    expect(receipt).toContain(paid.json().number);
    expect(receipt).toContain(`Payment for ${invoice.number}: S$10.00`);
    expect(receipt).toContain('Amount received S$10.00');
    const text = await pdfText(await pdfOf(invoice.id));
    expect(text).toContain('Amount paid S$10.00');
    expect(text).toContain('Balance due S$30.88');
  });

  it('a delivery order has a received-by block, and no prices when the company says so', async () => {
    const order = await issued({ kind: 'delivery', lines });
    const priced = await pdfText(await pdfOf(order.id));
    expect(priced).toContain('Delivery Order');
    expect(priced).toContain('Received in good order and condition by');
    expect(priced).toContain('Total incl. GST S$40.88');
    const off = await founder.c.patch('/api/settings/company', { deliveryOrderPrices: false });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const plain = await pdfText(await pdfOf((await issued({ kind: 'delivery', lines })).id));
      expect(plain).toContain('1 Cable tray 3');
      expect(plain).toContain('Received in good order and condition by');
      expect(plain).not.toMatch(/12\.50|37\.50|40\.88|Unit price|Total/);
      // One issued before keeps what it said (its company snapshot).
      expect(await pdfText(await pdfOf(order.id))).toBe(priced);
    } finally {
      await founder.c.patch('/api/settings/company', { deliveryOrderPrices: true });
    }
  });

  it('a credit note names the invoice it adjusts, with its date, and its reason', async () => {
    const invoice = await issued({ kind: 'invoice', lines });
    const converted = await founder.c.post(`/api/documents/${invoice.id}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const changed = await founder.c.patch(`/api/documents/${converted.json().id}`, {
      issueDate: '2026-03-09',
      lines: [line('12.50', '1', { description: 'Cable tray' })],
      notes: 'Goods returned: damaged in transit.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const credit = await issue(founder, converted.json().id);
    const text = await pdfText(await pdfOf(credit.id));
    expect(text).toContain('Credit Note');
    expect(text).toContain(credit.number);
    expect(text).toContain(`This credit note adjusts invoice ${invoice.number} dated 2 Mar 2026.`);
    expect(text).toContain('Reason: Goods returned: damaged in transit.');
    expect(text).toContain('Total credit S$13.63');
  });

  it('a draft and a void document say so, on every page', async () => {
    const unissued = await draft(founder, { kind: 'invoice', contactId, lines });
    const draftText = await pdfText(await pdfOf(unissued.id));
    expect(draftText).toContain('DRAFT');
    expect(draftText).toContain('Draft: not issued');
    expect(draftText).toContain('Lim Hardware Pte. Ltd.'); // the contact as the book has it
    const invoice = await issued({ kind: 'invoice', lines });
    const voided = await founder.c.post(`/api/documents/${invoice.id}/void`, {
      reason: 'Wrong customer',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const voidText = await pdfText(await pdfOf(invoice.id));
    expect(voidText).toContain('VOID');
    expect(voidText).toContain('Void: Wrong customer');
  });
});

describe('long documents and other scripts', () => {
  it('runs 200 lines over several pages, the table header on each, Page x of y', async () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      line('1.00', '1', { description: `Fastener set ${i + 1}` }),
    );
    const invoice = await issued({ kind: 'invoice', lines: many });
    const pages = await pdfPages(await pdfOf(invoice.id));
    expect(pages.length).toBeGreaterThan(1);
    const withLines = pages.filter((page) => page.some((l) => /^\d+ Fastener set/.test(l)));
    expect(withLines.length).toBeGreaterThan(1);
    for (const [index, page] of withLines.entries()) {
      // On every page with lines, the table header stands above them.
      const header = page.findIndex((l) => l.startsWith('# Description Qty Unit price GST'));
      expect(header, `page ${index + 1}`).toBeGreaterThanOrEqual(0);
      expect(page.findIndex((l) => /^\d+ Fastener set/.test(l))).toBeGreaterThan(header);
    }
    pages.forEach((page, index) => {
      expect(page.some((l) => l.endsWith(`Page ${index + 1} of ${pages.length}`))).toBe(true);
    });
    const text = pages.flat().join('\n');
    expect(text).toContain('1 Fastener set 1 1 1.00 9% 1.00');
    expect(text).toContain('200 Fastener set 200 1 1.00 9% 1.00');
    expect(text).toContain('Total incl. GST S$218.00');
  });

  it('prints Chinese and Tamil names with their own fonts', async () => {
    const contact = await customer(founder, '陈大文贸易有限公司');
    const invoice = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId: contact,
          issueDate: ISSUED,
          lines: [line('5.00', '1', { description: 'முருகன் அங்காடி சேவை' })],
        })
      ).id,
    );
    const pdf = await pdfOf(invoice.id);
    const text = await pdfText(pdf);
    expect(text).toContain('陈大文贸易有限公司');
    expect(text).toContain('முருகன் அங்காடி');
    // A page image to look at (docs/pdf.md: react-pdf's Tamil shaping is checked by eye too).
    await writeFile(join(tmpdir(), 'kira-pdf-scripts.png'), await rasterisePage(pdf));
  });
});

describe('the PayNow code', () => {
  it("of an open invoice asks for its balance due, with its number, as core's builder writes it", async () => {
    const invoice = await issued({ kind: 'invoice', lines: [line('100.00', '1')] });
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '9.00' });
    expect(paid.statusCode, paid.body).toBe(201);
    const pdf = await pdfOf(invoice.id);
    expect(await pdfText(pdf)).toContain('Scan to pay with PayNow');
    const payload = decodeQr(await rasterisePage(pdf));
    expect(payload).toBe(
      payNowPayload({
        proxy: { type: 'uen', value: uen },
        amount: '100.00',
        merchantName: COMPANY,
        reference: invoice.number,
      }),
    );
    const fields = parseEmvTlv(payload as string);
    expect(fields['54']).toBe('100.00');
    expect(fields['59']).toBe(COMPANY.slice(0, 25).trimEnd());
    expect(fields['62']).toBe(
      `01${String(invoice.number.length).padStart(2, '0')}${invoice.number}`,
    );
  });

  it('is on no draft, paid invoice or other kind', async () => {
    const lines = [line('20.00', '1')];
    const unissued = await draft(founder, { kind: 'invoice', contactId, lines });
    const invoice = await issued({ kind: 'invoice', lines });
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '21.80' });
    expect(paid.statusCode, paid.body).toBe(201);
    const quotation = await issued({ kind: 'quotation', lines });
    for (const id of [unissued.id, invoice.id, quotation.id]) {
      const pdf = await pdfOf(id);
      expect(await pdfText(pdf)).not.toContain('PayNow');
      expect(decodeQr(await rasterisePage(pdf))).toBeNull();
    }
  });
});
