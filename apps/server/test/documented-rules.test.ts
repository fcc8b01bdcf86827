import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { todayInSingapore } from '@kira/core/dates';
import { addDays } from '@kira/core/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, issuedInvoice, line, read } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// Rules of docs/documents.md and docs/api/documents.md, each through the API on real
// documents. Each test has its own company, so numbers start at 000001.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

async function newCompany(name: string, settings: object = {}) {
  const founder = await signUpUser(t, { name });
  const tenantId = await createCompany(founder, `${name} Pte. Ltd.`);
  if (Object.keys(settings).length > 0) {
    const res = await founder.c.patch('/api/settings/company', settings);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { founder, tenantId };
}
const GST_REGISTERED = { gstRegistered: true, gstNumber: 'M2-1234567-8' };

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const attach = (user: TestUser, documentId: string, name = 'scan.pdf') =>
    user.c.post(`/api/documents/${documentId}/attachments`, PDF, {
      'content-type': 'application/pdf',
      'x-file-name': name,
    });
  const filesOf = (tenantId: string) => {
    try {
      return readdirSync(join(t.config.dataDir, 'attachments', tenantId)).length;
    } catch {
      return 0;
    }
  };

  it('keeps at most 10 a document: the 11th is refused (409) and leaves no file', async () => {
    const { founder, tenantId } = await newCompany('Attach Ten');
    const expense = await draft(founder, { kind: 'expense', lines: [line('5')] });
    for (let n = 1; n <= 10; n++) {
      const res = await attach(founder, expense.id, `scan-${n}.pdf`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const eleventh = await attach(founder, expense.id);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe('A document can have at most 10 attachments.');
    expect((await read(founder, expense.id)).attachments).toHaveLength(10);
    expect(filesOf(tenantId)).toBe(10);
  });

  it('refuses a file for a void document (409), leaving no file', async () => {
    const { founder, tenantId } = await newCompany('Attach Void');
    const invoice = await issuedInvoice(founder, await customer(founder, 'Void Buyer'), '10');
    const voided = await founder.c.post(`/api/documents/${invoice.id}/void`, {
      reason: 'Duplicate',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const res = await attach(founder, invoice.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A void document takes no attachments.');
    expect((await read(founder, invoice.id)).attachments).toEqual([]);
    expect(filesOf(tenantId)).toBe(0);
  });

  it("answers 404 for an attachment asked for under another document's id, and keeps it", async () => {
    const { founder } = await newCompany('Attach Other');
    const owner = await draft(founder, { kind: 'expense', lines: [line('5')] });
    const other = await draft(founder, { kind: 'expense', lines: [line('6')] });
    const attachment = (await attach(founder, owner.id)).json();
    const wrongPath = `/api/documents/${other.id}/attachments/${attachment.id}`;
    expect((await founder.c.get(wrongPath)).statusCode).toBe(404);
    expect((await founder.c.delete(wrongPath)).statusCode).toBe(404);
    const right = await founder.c.get(`/api/documents/${owner.id}/attachments/${attachment.id}`);
    expect(right.statusCode).toBe(200);
    expect(right.rawPayload.equals(PDF)).toBe(true);
    expect((await read(founder, owner.id)).attachments).toMatchObject([{ id: attachment.id }]);
  });
});

describe('voiding', () => {
  it('refuses a draft (delete it instead) and a document already void (409), changing nothing', async () => {
    const { founder } = await newCompany('Void Twice');
    const contactId = await customer(founder, 'Void Twice Co');
    const drafted = await draft(founder, { kind: 'quotation', contactId, lines: [line('10')] });
    const refusedDraft = await founder.c.post(`/api/documents/${drafted.id}/void`, {
      reason: 'Not needed',
    });
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json().error.message).toBe(
      'A draft has no number: delete it instead of voiding it.',
    );
    expect(await read(founder, drafted.id)).toMatchObject({ status: 'draft', voidReason: null });

    const quotation = await issue(founder, drafted.id);
    const voided = await founder.c.post(`/api/documents/${quotation.id}/void`, {
      reason: 'Sent twice',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const again = await founder.c.post(`/api/documents/${quotation.id}/void`, {
      reason: 'Another reason',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This document is already void.');
    expect(await read(founder, quotation.id)).toMatchObject({
      status: 'void',
      voidReason: 'Sent twice',
      number: 'QUO-000001',
    });
  });
});

describe('issuing needs a contact (all kinds but expenses)', () => {
  it('refuses each kind without a contact (400), taking no number; an expense issues without one', async () => {
    const { founder } = await newCompany('No Contact');
    for (const kind of [
      'service',
      'quotation',
      'invoice',
      'delivery',
      'receipt',
      'purchase',
      'credit',
    ]) {
      const made = await draft(founder, { kind, lines: [line('10')] });
      const res = await founder.c.post(`/api/documents/${made.id}/issue`);
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().error.message).toBe('Choose the customer or supplier before issuing.');
      expect(await read(founder, made.id)).toMatchObject({ status: 'draft', number: null });
    }
    const invoice = await issuedInvoice(founder, await customer(founder, 'Late Buyer'), '10');
    expect(invoice.number).toBe('INV-000001');
    const expense = await draft(founder, {
      kind: 'expense',
      expenseCategory: 'packAndShip',
      lines: [line('10')],
    });
    expect((await issue(founder, expense.id)).contactId).toBeNull();
  });
});

describe('GST and rounding on real documents', () => {
  const ISSUE_DATE = '2025-03-03'; // 9% GST

  it('charges no GST when the company is not GST-registered, prices inclusive or not', async () => {
    const { founder } = await newCompany('No GST');
    const contactId = await customer(founder, 'Buyer');
    for (const pricesIncludeGst of [false, true]) {
      const invoice = await issue(
        founder,
        (
          await draft(founder, {
            kind: 'invoice',
            contactId,
            issueDate: ISSUE_DATE,
            pricesIncludeGst,
            lines: [line('109'), line('1.28', '3')],
          })
        ).id,
      );
      expect(invoice).toMatchObject({
        subtotal: '112.84',
        taxable: '112.84',
        tax: '0.00',
        total: '112.84',
        payable: '112.84',
        balance: '112.84',
      });
      expect(
        invoice.lines.map((l: { taxRate: string; tax: string }) => [l.taxRate, l.tax]),
      ).toEqual([
        ['0', '0.00'],
        ['0', '0.00'],
      ]);
    }
  });

  it('takes the GST out of inclusive prices per line and rounds the total to 5 cents', async () => {
    const { founder } = await newCompany('Cash Round', { ...GST_REGISTERED, cashRounding: true });
    const contactId = await customer(founder, 'Cash Buyer');
    // 10.00 incl.: GST 10 x 9 / 109 = 0.8257 -> 0.83, net 9.17.
    // 3 x 1.99 = 5.97 incl.: GST 5.97 x 9 / 109 = 0.4929 -> 0.49, net 5.48.
    // Total 15.97, to 5 cents 15.95: rounding -0.02.
    const invoice = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId,
          issueDate: ISSUE_DATE,
          pricesIncludeGst: true,
          lines: [line('10'), line('1.99', '3')],
        })
      ).id,
    );
    expect(invoice).toMatchObject({
      cashRounding: true,
      subtotal: '15.97',
      taxable: '14.65',
      tax: '1.32',
      total: '15.97',
      rounding: '-0.02',
      payable: '15.95',
      balance: '15.95',
    });
    expect(invoice.lines.map((l: { amount: string; tax: string }) => [l.amount, l.tax])).toEqual([
      ['10.00', '0.83'],
      ['5.97', '0.49'],
    ]);
    const tooMuch = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '15.97',
    });
    expect(tooMuch.statusCode).toBe(409);
    // A receipt records what was received, to the cent: a transfer of 10.02 is not rounded.
    const transfer = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '10.02',
      paymentMethod: 'bankTransfer',
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(transfer.json()).toMatchObject({
      cashRounding: false,
      total: '10.02',
      rounding: '0.00',
      payable: '10.02',
    });
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '5.93',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await read(founder, invoice.id)).toMatchObject({ status: 'paid', balance: '0.00' });
  });

  it('rounds exclusive prices up to 5 cents too, and inclusive GST on the subtotal when asked', async () => {
    const { founder } = await newCompany('Cash Up', {
      ...GST_REGISTERED,
      cashRounding: true,
      gstRounding: 'subtotal',
    });
    const contactId = await customer(founder, 'Up Buyer');
    const make = async (pricesIncludeGst: boolean, lines: object[]) =>
      issue(
        founder,
        (
          await draft(founder, {
            kind: 'invoice',
            contactId,
            issueDate: ISSUE_DATE,
            pricesIncludeGst,
            lines,
          })
        ).id,
      );
    // 10.03 excl.: GST 0.9027 -> 0.90, total 10.93, to 5 cents 10.95: rounding +0.02.
    expect(await make(false, [line('10.03')])).toMatchObject({
      taxable: '10.03',
      tax: '0.90',
      total: '10.93',
      rounding: '0.02',
      payable: '10.95',
    });
    // Three lines of 1.28 incl.: GST on the subtotal 3.84 x 9 / 109 = 0.3171 -> 0.32 (per line
    // it would be 3 x 0.11 = 0.33), net 3.52; total 3.84, to 5 cents 3.85: rounding +0.01.
    const inclusive = await make(true, [line('1.28'), line('1.28'), line('1.28')]);
    expect(inclusive).toMatchObject({
      subtotal: '3.84',
      taxable: '3.52',
      tax: '0.32',
      total: '3.84',
      rounding: '0.01',
      payable: '3.85',
    });
    const lineTaxes = inclusive.lines.map((l: { tax: string }) => l.tax).sort();
    expect(lineTaxes).toEqual(['0.10', '0.11', '0.11']);
  });
});

describe('expired quotations', () => {
  it('are the issued ones past their valid-until, as read and as listed', async () => {
    const { founder } = await newCompany('Expiry');
    const contactId = await customer(founder, 'Quote Buyer');
    const today = todayInSingapore();
    const quotation = async (validUntil: string, issued = true) => {
      const made = await draft(founder, {
        kind: 'quotation',
        contactId,
        issueDate: addDays(today, -30),
        validUntil,
        lines: [line('10')],
      });
      return issued ? issue(founder, made.id) : made;
    };
    // A day either side of today, so a test run across midnight cannot change the answers.
    const past = await quotation(addDays(today, -1));
    const future = await quotation(addDays(today, 1));
    const pastDraft = await quotation(addDays(today, -1), false);
    expect([past.expired, future.expired, pastDraft.expired]).toEqual([true, false, false]);
    expect((await read(founder, past.id)).expired).toBe(true);
    const listed = (await founder.c.get('/api/documents?kind=quotation')).json();
    const expiredOf = (id: string) =>
      listed.items.find((d: { id: string }) => d.id === id)?.expired;
    expect([expiredOf(past.id), expiredOf(future.id), expiredOf(pastDraft.id)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
