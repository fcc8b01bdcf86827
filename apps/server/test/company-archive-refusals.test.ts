import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { draft, issue, line } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, DEFAULT_LIMITS, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// What an import refuses, and who may export: each bad archive is refused with a clear message
// and leaves nothing behind (no company, no file).

let t: TestApp;
let founder: TestUser;
let archive: Buffer;

beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Refusal Founder' });
  await createCompany(founder, 'Refusals Pte. Ltd.');
  const buyer = (
    await founder.c.post('/api/contacts', { role: 'customer', name: 'Tan Ah Kow' })
  ).json().id;
  await issue(
    founder,
    (await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('100')] })).id,
  );
  const res = await founder.c.get('/api/company/export');
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  archive = res.rawPayload;
}, 120_000);

afterAll(() => t?.close());

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** The archive with some entries replaced (a value of null removes one). */
function edited(change: (files: Record<string, Uint8Array>) => Record<string, Uint8Array | null>) {
  const files = unzipSync(new Uint8Array(archive));
  const changed: Zippable = {};
  for (const [name, bytes] of Object.entries({ ...files, ...change(files) }))
    if (bytes) changed[name] = bytes;
  return Buffer.from(zipSync(changed));
}

const upload = (user: TestUser, zip: Buffer) =>
  user.c.post('/api/company/import', zip, { 'content-type': 'application/zip' });

async function companyCount() {
  return (await t.database.db.select({ id: companies.tenantId }).from(companies)).length;
}

/** The job's end, polled as the screen does. */
async function jobEnd(user: TestUser, started: { json(): { id: string; status: string } }) {
  let job = started.json() as { id: string; status: string; error: string | null };
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (await user.c.get(`/api/company/import/${job.id}`)).json();
  }
  return job;
}

async function refusedAtOnce(zip: Buffer, message: RegExp) {
  const before = await companyCount();
  const res = await upload(founder, zip);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.message).toMatch(message);
  expect(await companyCount()).toBe(before);
}

describe('POST /api/company/import refuses a bad archive and changes nothing', () => {
  it('a truncated archive', async () => {
    await refusedAtOnce(archive.subarray(0, Math.floor(archive.length / 2)), /not a complete ZIP/);
  });

  it('another format version', async () => {
    const zip = edited((files) => {
      const manifest = JSON.parse(text(files['manifest.json']));
      return {
        'manifest.json': new TextEncoder().encode(JSON.stringify({ ...manifest, version: 2 })),
      };
    });
    await refusedAtOnce(zip, /format version 2; this Kira imports version 1/);
  });

  it('an entry bigger than its limit', async () => {
    const zip = edited(() => ({ 'files/logos/big.png': randomBytes(21 * 1024 * 1024) }));
    await refusedAtOnce(zip, /files\/logos\/big\.png" is 21 MB uncompressed, more than the 20 MB/);
  });

  it('paths that climb out of the archive', async () => {
    for (const name of ['../../evil.sh', 'files/attachments/../../../x.pdf', '/etc/cron.d/kira']) {
      const zip = edited(() => ({ [name]: new TextEncoder().encode('#!/bin/sh\n') }));
      await refusedAtOnce(zip, /leaves it|not part of a Kira company archive/);
    }
    expect(existsSync(join(t.config.dataDir, 'evil.sh'))).toBe(false);
  });

  it('a zip bomb', async () => {
    const zip = edited(() => ({ 'data/audit_log.jsonl': new Uint8Array(50 * 1024 * 1024) }));
    await refusedAtOnce(zip, /zip bomb/);
  });

  it('a file that is no ZIP, and no archive at all', async () => {
    await refusedAtOnce(Buffer.from('just text'), /not a complete ZIP/);
    const res = await founder.c.post('/api/company/import', { some: 'json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Send the archive itself, as application\/zip/);
  });

  it('a total edited so the lines no longer add up: the job fails and removes what it wrote', async () => {
    const zip = edited((files) => {
      const lines = text(files['data/documents.jsonl'])
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      const invoice = lines.find((d) => d.kind === 'invoice');
      invoice.total = '1000.00';
      invoice.payable = '1000.00';
      return {
        'data/documents.jsonl': new TextEncoder().encode(
          `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
        ),
      };
    });
    const before = await companyCount();
    const started = await upload(founder, zip);
    expect(started.statusCode, started.body).toBe(202);
    const job = await jobEnd(founder, started);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(
      /The invoice INV-000001 does not add up: its total is 1000.00; its lines give 100.00\. Its figures were changed after it was exported\. Nothing of it was kept\./,
    );
    expect(await companyCount()).toBe(before);
    const attachments = join(t.config.dataDir, 'attachments');
    expect(existsSync(attachments) ? readdirSync(attachments) : []).toHaveLength(0);
  });

  it('a row the database could not hold (U+0000 in a name), with its place', async () => {
    const zip = edited((files) => ({
      'data/contacts.jsonl': new TextEncoder().encode(
        text(files['data/contacts.jsonl']).replace('Tan Ah Kow', 'Tan\\u0000Ah Kow'),
      ),
    }));
    const started = await upload(founder, zip);
    const job = await jobEnd(founder, started);
    expect(job.error).toMatch(/data\/contacts\.jsonl line 1: "name" holds a NUL character/);
  });

  it('rows missing from what the manifest counts', async () => {
    const zip = edited(() => ({ 'data/document_lines.jsonl': new Uint8Array(0) }));
    const job = await jobEnd(founder, await upload(founder, zip));
    expect(job.error).toMatch(/document_lines\.jsonl has 0 rows; the manifest says 1/);
  });
});

describe('over a real connection', () => {
  it('takes the archive as a stream from a socket, not only from app.inject()', async () => {
    // A socket's request stream nests deeper than any parsed body: the text check leaves it be.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...founder.c.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(`${address}/api/company/import`, {
      method: 'POST',
      headers: { cookie, origin: t.config.appUrl, 'content-type': 'application/zip' },
      body: archive,
    });
    const body = await res.text();
    expect(res.status, body).toBe(202);
    expect((await jobEnd(founder, { json: () => JSON.parse(body) })).status).toBe('done');
  });
});

describe('who may export and import', () => {
  it('administrators export; every other level is refused, and so is the demo company', async () => {
    for (const level of ['none', 'read'] as const) {
      const member = await addMember(
        t,
        founder,
        { ...NONE, administrator: level },
        `Level ${level}`,
      );
      const res = await member.c.get('/api/company/export');
      expect(res.statusCode, level).toBe(403);
    }
    const admin = await addMember(t, founder, { ...NONE, administrator: 'write' }, 'Admin Two');
    expect((await admin.c.get('/api/company/export')).statusCode).toBe(200);
    const visitor = await signUpUser(t, { name: 'Demo Visitor' });
    const demo = await visitor.c.get('/api/company/export');
    expect(demo.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/export' })).statusCode).toBe(
      401,
    );
  });

  it("one user's import job is not another's to read", async () => {
    const started = await upload(founder, archive);
    expect(started.statusCode, started.body).toBe(202);
    const stranger = await signUpUser(t, { name: 'Another Company' });
    await createCompany(stranger, 'Elsewhere Pte. Ltd.');
    const peek = await stranger.c.get(`/api/company/import/${started.json().id}`);
    expect(peek.statusCode).toBe(404);
    expect((await jobEnd(founder, started)).status).toBe('done');
  });

  it('an unverified user cannot import', async () => {
    const unverified = await signUpUser(t, { name: 'Not Yet', verified: false });
    expect((await upload(unverified, archive)).statusCode).toBe(403);
  });
});

describe('the rate limit', () => {
  it('counts exports and imports together, per user', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...DEFAULT_LIMITS, archivesPerUserPerHour: 2, signUpsPerAddress: 100 },
    });
    try {
      const owner = await signUpUser(limited, { name: 'Limited Owner' });
      await createCompany(owner, 'Limited Pte. Ltd.');
      expect((await owner.c.get('/api/company/export')).statusCode).toBe(200);
      expect((await owner.c.get('/api/company/export')).statusCode).toBe(200);
      const third = await owner.c.get('/api/company/export');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toMatch(/at most 2 company archives an hour/);
      expect((await upload(owner, archive)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
