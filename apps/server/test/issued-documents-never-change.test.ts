import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEmvTlv } from '@kira/core/paynow/emv-tlv';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/index.ts';
import { customer, draft, issue, line } from './helpers/document-factories.ts';
import {
  addMember,
  createCompany,
  NONE,
  signUpUser,
  type TestUser,
  uniqueUen,
} from './helpers/factories.ts';
import { decodeQr, embeddedImageSizes, rasterisePage } from './helpers/pdf-raster.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// An issued document keeps what it said when it was issued (docs/documents.md, "Lifecycle"):
// its company's name, address, UEN, GST registration, logo, payment details and footer are
// kept at issue, and its PDF, letterhead and mail print them; only what depends on payments
// (paid, balance due, the PayNow amount) follows later events. A draft prints the settings now.

let t: TestApp;
let founder: TestUser;
let tenantId: string;
let contactId: string;
const uenBefore = uniqueUen();
const uenAfter = uniqueUen();

/** A plain image of the size and colour, as a PNG. */
function image(width: number, height: number, r: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g: 60, b: 200 } } })
    .png()
    .toBuffer();
}

async function settle(patch: object) {
  const res = await founder.c.patch('/api/settings/company', patch);
  expect(res.statusCode, res.body).toBe(200);
}

async function uploadLogo(bytes: Buffer) {
  const res = await founder.c.put('/api/settings/company/logo', bytes, {
    'content-type': 'image/png',
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function pdfOf(id: string): Promise<Buffer> {
  const res = await founder.c.get(`/api/documents/${id}/pdf`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
}

const logoFiles = () => {
  const dir = join(t.config.dataDir, 'logos', tenantId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

/** The lines of `after` that differ from the same line of `before` (of as many lines). */
function changedLines(before: string, after: string): string[] {
  const was = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(was.length);
  return now.filter((l, i) => l !== was[i]);
}

beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Snapshot Founder' });
  tenantId = await createCompany(founder, 'Before Trading Pte. Ltd.');
  await settle({
    uen: uenBefore,
    addressLine1: '1 Old Street',
    addressLine2: '#01-01',
    postalCode: '111111',
    phone: '6111 1111',
    email: 'before@example.com',
    gstRegistered: false,
    bankName: 'Old Bank Ltd',
    bankAccountName: 'Before Trading',
    bankAccountNumber: '111-111111-1',
    paynowProxyType: 'uen',
    paynowProxy: uenBefore,
    invoiceFooter: 'Old footer words.',
  });
  await uploadLogo(await image(80, 30, 30));
  contactId = await customer(founder, 'Steady Customer');
});
afterAll(() => t.close());

describe('an issued invoice', () => {
  it('prints what it said at issue after every company setting changed; a draft follows them', async () => {
    const issued = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId,
          issueDate: '2026-03-02',
          lines: [line('100.00')],
        })
      ).id,
    );
    const before = await pdfOf(issued.id);
    const textBefore = await pdfText(before);
    expect(textBefore).toContain('Before Trading Pte. Ltd.');
    expect(textBefore).toContain('Old footer words.');
    expect(textBefore).not.toContain('Tax Invoice');
    expect(textBefore).not.toMatch(/GST/);
    expect(await embeddedImageSizes(before)).toEqual(['80x30']);
    const [oldLogo] = logoFiles();

    // Every setting the PDF prints changes, the GST registration with effect on every date.
    await settle({
      legalName: 'After Holdings Pte. Ltd.',
      uen: uenAfter,
      addressLine1: '9 New Avenue',
      addressLine2: '#09-09',
      postalCode: '999999',
      phone: '6999 9999',
      email: 'after@example.com',
      gstRegistered: true,
      gstNumber: 'M90399999X',
      gstRegisteredOn: '',
      bankName: 'New Bank Ltd',
      bankAccountName: 'After Holdings',
      bankAccountNumber: '999-999999-9',
      paynowProxyType: 'mobile',
      paynowProxy: '9123 4567',
      invoiceFooter: 'New footer words.',
      deliveryOrderPrices: false,
    });
    await uploadLogo(await image(64, 24, 200));

    const after = await pdfOf(issued.id);
    expect(await pdfText(after)).toBe(textBefore);
    expect(await embeddedImageSizes(after)).toEqual(['80x30']);
    // Its PayNow code still pays the company as it was, the balance due.
    const fields = parseEmvTlv(decodeQr(await rasterisePage(after)) as string);
    expect(fields['59']).toBe('Before Trading Pte. Ltd.');
    expect(fields['54']).toBe('100.00');

    // The letterhead of the read view and the mail's words: as issued too.
    const letterhead = await founder.c.get(`/api/documents/letterhead?document=${issued.id}`);
    expect(letterhead.statusCode, letterhead.body).toBe(200);
    expect(letterhead.json()).toMatchObject({
      legalName: 'Before Trading Pte. Ltd.',
      uen: uenBefore,
      addressLines: ['1 Old Street', '#01-01', 'Singapore 111111'],
      gstNumber: null,
    });
    const logo = await founder.c.get(letterhead.json().logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 80, height: 30 });
    const mail = await founder.c.get(`/api/documents/${issued.id}/send`);
    expect(mail.statusCode, mail.body).toBe(200);
    expect(mail.json().subject).toBe(`Invoice ${issued.number} from Before Trading Pte. Ltd.`);

    // A draft prints the company as it is now.
    const fresh = await draft(founder, {
      kind: 'invoice',
      contactId,
      issueDate: '2026-03-02',
      lines: [line('100.00')],
    });
    const draftPdf = await pdfOf(fresh.id);
    const draftText = await pdfText(draftPdf);
    for (const now of ['After Holdings Pte. Ltd.', 'Tax Invoice', 'M90399999X', 'New footer']) {
      expect(draftText).toContain(now);
    }
    expect(draftText).not.toContain('Before Trading');
    expect(await embeddedImageSizes(draftPdf)).toEqual(['64x24']);

    // Only what payments change follows them.
    const paid = await founder.c.post(`/api/documents/${issued.id}/payments`, { amount: '40.00' });
    expect(paid.statusCode, paid.body).toBe(201);
    const afterPayment = await pdfOf(issued.id);
    const textAfterPayment = await pdfText(afterPayment);
    // Amount paid, balance due and the PayNow amount (under its code): nothing else.
    expect(changedLines(textBefore, textAfterPayment)).toEqual([
      'Amount paid S$40.00',
      'Balance due S$60.00',
      'S$60.00',
    ]);
    const paidFields = parseEmvTlv(decodeQr(await rasterisePage(afterPayment)) as string);
    expect(paidFields['54']).toBe('60.00');
    expect(paidFields['59']).toBe('Before Trading Pte. Ltd.');

    // Logos are kept by their content, each while a document names it: the invoice the old
    // one, the payment's receipt (issued since) the new one. A logo no document names goes.
    const named = logoFiles();
    expect(named).toHaveLength(2);
    expect(named).toContain(oldLogo);
    const removed = await founder.c.delete('/api/settings/company/logo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(logoFiles()).toEqual(named);
    await uploadLogo(await image(40, 20, 120));
    expect(logoFiles()).toHaveLength(3);
    await founder.c.delete('/api/settings/company/logo');
    expect(logoFiles()).toEqual(named);
    expect(await embeddedImageSizes(await pdfOf(issued.id))).toEqual(['80x30']);
  });
});

describe('migration 0016', () => {
  it('snapshots a document issued before it as the issuing statement does', async () => {
    const other = await signUpUser(t, { name: 'Migrated Founder' });
    await createCompany(other, 'Migrated Supplies Pte. Ltd.');
    const res = await other.c.patch('/api/settings/company', {
      addressLine1: '5 Kept Road',
      postalCode: '555555',
      gstRegistered: true,
      gstNumber: 'M90355555X',
      gstRegisteredOn: '2025-01-01',
      invoiceFooter: 'Kept footer.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const contact = await customer(other, 'Migrated Customer');
    const invoice = await issue(
      other,
      (await draft(other, { kind: 'invoice', contactId: contact, lines: [line('10.00')] })).id,
    );
    const snapshotOf = async () => {
      const [row] = await t.database.db
        .select({ snapshot: documents.companySnapshot })
        .from(documents)
        .where(eq(documents.id, invoice.id));
      return row?.snapshot;
    };
    const atIssue = await snapshotOf();
    expect(atIssue).toMatchObject({
      legalName: 'Migrated Supplies Pte. Ltd.',
      gstRegisteredOn: '2025-01-01',
    });
    // As before the migration: no snapshot. Its UPDATE, kept to this one document.
    await t.database.db.execute(
      sql`update ${documents} set company_snapshot = null where ${documents.id} = ${invoice.id}`,
    );
    const migration = readFileSync(
      join(import.meta.dirname, '../drizzle/0016_company_snapshot.sql'),
      'utf8',
    );
    const update = (migration.split('--> statement-breakpoint')[1] ?? '').trim().replace(/;$/, '');
    expect(update).toMatch(/^(--.*\n)*UPDATE "documents"/);
    await t.database.db.execute(sql`${sql.raw(update)} AND "documents"."id" = ${invoice.id}`);
    expect(await snapshotOf()).toEqual(atIssue);
  });
});

describe("an issued document's letterhead", () => {
  it('is read as the document is: 403 for a member who may not read its kind, 404 elsewhere', async () => {
    const invoice = await issue(
      founder,
      (await draft(founder, { kind: 'invoice', contactId, lines: [line('12')] })).id,
    );
    const seller = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Sales Reader');
    // The company's own letterhead is every document reader's; an invoice's is finance's.
    expect((await seller.c.get('/api/documents/letterhead')).statusCode).toBe(200);
    const refused = await seller.c.get(`/api/documents/letterhead?document=${invoice.id}`);
    expect(refused.statusCode, refused.body).toBe(403);
    const logo = await seller.c.get(`/api/documents/letterhead/logo?document=${invoice.id}`);
    expect(logo.statusCode, logo.body).toBe(403);
    const missing = await founder.c.get(
      '/api/documents/letterhead?document=inv_00000000000000000000',
    );
    expect([400, 404]).toContain(missing.statusCode);
  });
});
