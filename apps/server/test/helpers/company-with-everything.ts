import { expect } from 'vitest';
import { draft, issue, line } from './document-factories.ts';
import { addMember, createCompany, type TestUser, uniqueUen } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A 1x1 PNG: the company's logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Record<string, unknown> & { id: string };
}

/**
 * A company with a record of every kind an archive carries: settings with a logo and PayNow,
 * contacts with an address, a product, issued and draft documents of several kinds (one
 * converted from another, one voided, one discounted, one in US dollars), payments with their
 * allocations, a credit note, credit applied and refunded, an expense with its receipt
 * attached, a document sent, a statement, and a second member.
 */
export async function companyWithEverything(t: TestApp, founder: TestUser, legalName: string) {
  const tenantId = await createCompany(founder, legalName);
  const uen = uniqueUen();
  await ok(
    await founder.c.patch('/api/settings/company', {
      uen,
      email: 'accounts@archive.sg',
      addressLine1: '1 Kallang Way',
      postalCode: '349245',
      paynowProxyType: 'uen',
      paynowProxy: uen,
      gstRegistered: true,
      gstNumber: 'M90312345X',
      gstRegisteredOn: '2024-01-01',
    }),
    200,
  );
  await ok(
    await founder.c.put('/api/settings/company/logo', LOGO_PNG, { 'content-type': 'image/png' }),
    200,
  );
  const buyer = (
    await ok(
      await founder.c.post('/api/contacts', {
        role: 'customer',
        name: 'Ah Seng Trading',
        emails: ['ahseng@example.sg'],
        billingAddress: { line1: '2 Jurong Port Road', postalCode: '619088', country: 'Singapore' },
      }),
    )
  ).id;
  const supplier = (
    await ok(await founder.c.post('/api/contacts', { role: 'supplier', name: 'Bedok Paper' }))
  ).id;
  const product = await ok(
    await founder.c.post('/api/products', {
      type: 'product',
      code: 'KOPI-1',
      name: 'Kopi beans 1 kg',
      sellingPrice: '24.50',
      taxCode: 'SR',
    }),
  );

  const invoice = await issue(
    founder,
    (
      await draft(founder, {
        kind: 'invoice',
        contactId: buyer,
        issueDate: '2026-10-01',
        documentDiscount: { kind: 'percent', value: '5' },
        lines: [line('24.50', '3', { productId: product.id }), line('10.05', '2')],
      })
    ).id,
  );
  await ok(await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '20' }));
  const quote = await issue(
    founder,
    (await draft(founder, { kind: 'quotation', contactId: buyer, lines: [line('300')] })).id,
  );
  const fromQuote = await ok(
    await founder.c.post(`/api/documents/${quote.id}/convert`, { kind: 'invoice' }),
  );
  await issue(founder, fromQuote.id);
  const credit = await ok(
    await founder.c.post(`/api/documents/${fromQuote.id}/convert`, { kind: 'credit' }),
  );
  await issue(founder, credit.id);
  // More paid than owed: the rest is credit, part applied, part refunded.
  const second = await issue(
    founder,
    (await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('50')] })).id,
  );
  await ok(
    await founder.c.post(`/api/contacts/${buyer}/payments`, {
      amount: '80',
      paymentMethod: 'bankTransfer',
      allocations: [{ invoiceId: second.id, amount: '54.50' }],
    }),
  );
  await ok(
    await founder.c.post(`/api/contacts/${buyer}/credit/refund`, {
      amount: '5',
      paymentMethod: 'payNow',
    }),
  );
  const usd = await issue(
    founder,
    (
      await draft(founder, {
        kind: 'invoice',
        contactId: buyer,
        currency: 'USD',
        exchangeRate: '1.35',
        lines: [line('100')],
      })
    ).id,
  );
  const voided = await issue(
    founder,
    (await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('12')] })).id,
  );
  await ok(
    await founder.c.post(`/api/documents/${voided.id}/void`, { reason: 'Entered twice' }),
    200,
  );
  await draft(founder, { kind: 'quotation', contactId: buyer, lines: [line('1.10', '7')] });
  const expense = await draft(founder, {
    kind: 'expense',
    contactId: supplier,
    expenseCategory: 'rental',
    paymentMethod: 'cash',
    lines: [line('45.80')],
  });
  await ok(
    await founder.c.post(`/api/documents/${expense.id}/attachments`, RECEIPT_PDF, {
      'content-type': 'application/pdf',
      'x-file-name': encodeURIComponent('receipt 12.pdf'),
    }),
  );
  await issue(founder, expense.id);
  await ok(
    await founder.c.post(`/api/documents/${invoice.id}/send`, {
      to: ['ahseng@example.sg'],
      subject: 'Your invoice',
      message: 'Please find it attached.',
    }),
    202,
  );
  const statement = await founder.c.get(
    `/api/contacts/${buyer}/statement.pdf?from=2026-01-01&to=2026-12-31`,
  );
  expect(statement.statusCode, statement.body.slice(0, 200)).toBe(200);
  const member = await addMember(t, founder, {
    sales: 'write',
    finance: 'read',
    marketing: 'none',
    operation: 'none',
    company: 'read',
    administrator: 'none',
  });
  return { tenantId, buyer, invoice, usd, member };
}
