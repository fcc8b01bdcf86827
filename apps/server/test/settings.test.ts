import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeveloper } from '../src/accounts/make-developer.ts';
import { companies } from '../src/db/schema/index.ts';
import {
  accessList,
  addMember,
  createCompany,
  type Levels,
  NONE,
  signUpUser,
  uniqueUen,
} from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

async function founderWithCompany() {
  const founder = await signUpUser(t);
  const tenantId = await createCompany(founder, 'Sin Hock Seng Pte. Ltd.');
  return { founder, tenantId };
}

const WRITE_EVERYWHERE: Levels = {
  finance: 'write',
  operation: 'write',
  sales: 'write',
  marketing: 'write',
  company: 'write',
  administrator: 'write',
};

// The smallest PNG: its signature, then IHDR, IDAT and IEND chunks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('GET and PATCH /api/settings/company', () => {
  it('reads the defaults and saves a change, normalised and audited', async () => {
    const { founder, tenantId } = await founderWithCompany();
    const read = await founder.c.get('/api/settings/company');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      tenantId,
      legalName: 'Sin Hock Seng Pte. Ltd.',
      country: 'Singapore',
      gstRounding: 'line',
      paymentTermsDays: 30,
      timezone: 'Asia/Singapore',
      hasLogo: false,
      abilities: { 'company.update': true },
    });
    const res = await founder.c.patch('/api/settings/company', {
      addressLine1: '1 Raffles Place #20-01',
      postalCode: '048616',
      gstRegistered: true,
      gstNumber: 'mr-8500123-4',
      gstRounding: 'subtotal',
      cashRounding: true,
      paynowProxyType: 'mobile',
      paynowProxy: '9123 4567',
      bankSwift: 'ocbcsgsg',
      fiscalYearStartMonth: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gstNumber: 'MR85001234',
      paynowProxy: '+6591234567',
      bankSwift: 'OCBCSGSG',
      fiscalYearStartMonth: 4,
    });
    const audit = (await founder.c.get('/api/audit?entity=company-settings')).json();
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      before: { postalCode: '', gstRounding: 'line' },
      after: { postalCode: '048616', gstRounding: 'subtotal' },
    });
  });

  it('refuses bad input with the field, and inconsistent settings, changing nothing', async () => {
    const { founder, tenantId } = await founderWithCompany();
    const bad = await founder.c.patch('/api/settings/company', { postalCode: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toEqual({
      field: 'body.postalCode',
      message: 'A Singapore postal code has 6 digits.',
    });
    const inconsistent = await founder.c.patch('/api/settings/company', { gstRegistered: true });
    expect(inconsistent.statusCode).toBe(400);
    expect(inconsistent.json().error.details[0].field).toBe('body.gstNumber');
    const paynow = await founder.c.patch('/api/settings/company', { paynowProxyType: 'uen' });
    expect(paynow.statusCode).toBe(400);
    const unknown = await founder.c.patch('/api/settings/company', { plan: 'business' });
    expect(unknown.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.tenantId, tenantId));
    expect(row).toMatchObject({
      postalCode: '',
      gstRegistered: false,
      paynowProxyType: 'none',
      plan: 'business',
    });
  });

  it('shows a UEN check-letter mismatch as a warning, never refusing it', async () => {
    const { founder } = await founderWithCompany();
    const good = uniqueUen();
    const wrongLetter = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const res = await founder.c.patch('/api/settings/company', { uen: wrongLetter });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().uenWarning).toMatch(/check letter/i);
  });

  it('is read with company read and changed with company write only', async () => {
    const { founder } = await founderWithCompany();
    const reader = await addMember(t, founder, { ...NONE, company: 'read' });
    expect((await reader.c.get('/api/settings/company')).json().abilities['company.update']).toBe(
      false,
    );
    const refused = await reader.c.patch('/api/settings/company', { phone: '61234567' });
    expect(refused.statusCode).toBe(403);
    const outsider = await addMember(t, founder, { ...NONE, sales: 'write' });
    expect((await outsider.c.get('/api/settings/company')).statusCode).toBe(403);
    outsider.c.cookies.clear();
    expect((await outsider.c.get('/api/settings/company')).statusCode).toBe(401);
  });

  it('gives each company only its own settings', async () => {
    const a = await founderWithCompany();
    const b = await founderWithCompany();
    const ours = await a.founder.c.patch('/api/settings/company', { phone: '+65 6111 1111' });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json().phone).toBe('+65 6111 1111');
    const theirs = (await b.founder.c.get('/api/settings/company')).json();
    expect(theirs.tenantId).toBe(b.tenantId);
    expect(theirs.phone).toBe('');
  });
});

describe('the demo company', () => {
  it('is read-only to everyone but developers, whatever their levels', async () => {
    const developer = await signUpUser(t, { name: 'Dev' });
    await makeDeveloper(t.database.db, developer.email, t.config.platformTenant);
    const visitor = await signUpUser(t);
    const demoWrite = {
      tenantId: 'demo',
      accessLevel: accessList(WRITE_EVERYWHERE),
      subscription: 'free',
    };
    for (const who of [visitor, developer]) {
      const set = await developer.c.post('/api/claims', { ...demoWrite, userUid: who.userId });
      expect(set.statusCode, set.body).toBe(200);
    }
    const settings = await visitor.c.get('/api/settings/company');
    expect(settings.json()).toMatchObject({ tenantId: 'demo', isReadOnly: true });
    expect(settings.json().abilities['company.update']).toBe(false);
    const refused = await visitor.c.patch('/api/settings/company', { phone: '61234567' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'The demo company is a read-only showcase. Create your own company to make changes.',
    );
    expect(
      (await visitor.c.patch('/api/settings/numbering/invoice', { padding: 3 })).statusCode,
    ).toBe(403);

    // The demo company is shared by every test: its phone is put back even if a check fails.
    const before = (await developer.c.get('/api/settings/company')).json();
    expect(before.tenantId).toBe('demo');
    try {
      const changed = await developer.c.patch('/api/settings/company', { phone: '+65 6999 9999' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().phone).toBe('+65 6999 9999');
    } finally {
      const restored = await developer.c.patch('/api/settings/company', { phone: before.phone });
      expect(restored.statusCode, restored.body).toBe(200);
    }
    expect((await visitor.c.get('/api/settings/company')).json().phone).toBe(before.phone);
  });
});

describe('the logo', () => {
  it('uploads a PNG under DATA_DIR, serves it, replaces and removes it', async () => {
    const { founder, tenantId } = await founderWithCompany();
    const up = await founder.c.put('/api/settings/company/logo', PNG, {
      'content-type': 'image/png',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().hasLogo).toBe(true);
    const got = await founder.c.get('/api/settings/company/logo');
    expect(got.headers['content-type']).toBe('image/png');
    // Kept redrawn as a PNG (at most the size a PDF prints it): the same picture, not the same bytes.
    expect(imageSize(got.rawPayload)).toMatchObject({ type: 'png', ...sizeOf(PNG) });
    // Each company's logos in a folder of its own, each named by its content.
    const files = () => readdirSync(join(t.config.dataDir, 'logos', tenantId));
    expect(files()).toHaveLength(1);
    const replaced = await founder.c.put('/api/settings/company/logo', PNG, {
      'content-type': 'image/png',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(files()).toHaveLength(1);
    const removed = await founder.c.delete('/api/settings/company/logo');
    expect(removed.json().hasLogo).toBe(false);
    expect(files()).toHaveLength(0);
    expect((await founder.c.get('/api/settings/company/logo')).statusCode).toBe(404);
  });

  it('refuses other types, content that is not what it claims, and files over 1 MB', async () => {
    const { founder } = await founderWithCompany();
    const gif = await founder.c.put('/api/settings/company/logo', Buffer.from('GIF89a'), {
      'content-type': 'image/gif',
    });
    expect(gif.statusCode).toBe(415);
    const fake = await founder.c.put('/api/settings/company/logo', Buffer.from('<svg/>'), {
      'content-type': 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('The file is not a PNG image');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await founder.c.put('/api/settings/company/logo', big, {
      'content-type': 'image/png',
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await founder.c.get('/api/settings/company')).json().hasLogo).toBe(false);
  });
});

describe('document numbering', () => {
  it('lists every kind with its default prefix, and moves numbers forward only', async () => {
    const { founder } = await founderWithCompany();
    const list = (await founder.c.get('/api/settings/numbering')).json().items;
    expect(list.find((k: { kind: string }) => k.kind === 'invoice')).toEqual({
      kind: 'invoice',
      label: 'Invoice',
      prefix: 'INV-',
      padding: 6,
      nextNumber: 1,
      preview: 'INV-000001',
    });
    expect(list).toHaveLength(10);
    const forward = await founder.c.patch('/api/settings/numbering/invoice', { nextNumber: 120 });
    expect(forward.statusCode, forward.body).toBe(200);
    const back = await founder.c.patch('/api/settings/numbering/invoice', { nextNumber: 100 });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(
      'The next number can only move forward: INV-000120 or later',
    );

    const series = await founder.c.patch('/api/settings/numbering/invoice', {
      prefix: 'INV2026-',
      padding: 4,
    });
    const invoice = series.json().items.find((k: { kind: string }) => k.kind === 'invoice');
    expect(invoice).toMatchObject({ prefix: 'INV2026-', nextNumber: 1, preview: 'INV2026-0001' });
    const returned = await founder.c.patch('/api/settings/numbering/invoice', { prefix: 'INV-' });
    expect(
      returned.json().items.find((k: { kind: string }) => k.kind === 'invoice').nextNumber,
    ).toBe(120);
  });

  it('refuses bad input and unknown kinds, and needs company write', async () => {
    const { founder } = await founderWithCompany();
    expect(
      (await founder.c.patch('/api/settings/numbering/invoice', { prefix: 'A B' })).statusCode,
    ).toBe(400);
    expect(
      (await founder.c.patch('/api/settings/numbering/invoice', { padding: 0 })).statusCode,
    ).toBe(400);
    // A kind that is not numbered names nothing.
    expect((await founder.c.patch('/api/settings/numbering/pns', { padding: 3 })).statusCode).toBe(
      404,
    );
    const reader = await addMember(t, founder, { ...NONE, company: 'read' });
    expect((await reader.c.get('/api/settings/numbering')).statusCode).toBe(200);
    expect(
      (await reader.c.patch('/api/settings/numbering/invoice', { padding: 3 })).statusCode,
    ).toBe(403);
  });
});

function sizeOf(bytes: Buffer) {
  const { width, height } = imageSize(bytes);
  return { width, height };
}
