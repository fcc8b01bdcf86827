import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { customer, draft, line } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { embeddedImageSizes } from './helpers/pdf-raster.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The letterhead's logo: its size read from its header and refused past 4096 × 4096 pixels,
// kept as a PNG that fits twice the box the PDF prints it in (280 × 112), and a logo kept before
// that (any type and size) still printed (docs/pdf.md). Image attachments have the same limit.

let t: TestApp;
let founder: TestUser;
let tenantId: string;
let draftId: string;

beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Logo Founder' });
  tenantId = await createCompany(founder, 'Logo Printers Pte. Ltd.');
  const contactId = await customer(founder, 'Logo Customer');
  draftId = (await draft(founder, { kind: 'invoice', contactId, lines: [line('12.00')] })).id;
});
afterAll(() => t.close());

/** A plain blue image of the size, in the format. */
function image(width: number, height: number, format: 'png' | 'webp' | 'jpeg'): Promise<Buffer> {
  const background = { r: 30, g: 60, b: 200 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/**
 * 38 bytes whose VP8X header claims a 16383 × 16383 canvas (a gigabyte of pixels): the RIFF
 * header, the VP8X chunk (canvas width and height less one, 24 bits each) and an empty chunk.
 */
function webpPixelBomb(): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(16382, 12, 3);
  vp8x.writeUIntLE(16382, 15, 3);
  const alph = Buffer.from('ALPH\0\0\0\0', 'latin1');
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, alph]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

function uploadLogo(bytes: Buffer, type: string) {
  return founder.c.put('/api/settings/company/logo', bytes, { 'content-type': type });
}

async function logoInPdf(): Promise<string[]> {
  const pdf = await founder.c.get(`/api/documents/${draftId}/pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  return embeddedImageSizes(pdf.rawPayload);
}

async function storedLogoSize(): Promise<string> {
  const res = await founder.c.get('/api/settings/company/logo');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const { width, height, format } = await sharp(res.rawPayload).metadata();
  expect(format).toBe('png');
  return `${width}x${height}`;
}

describe('a logo', () => {
  it('is refused from its header when that claims a pixel bomb, the message naming the limit', async () => {
    const bomb = webpPixelBomb();
    expect(bomb.length).toBe(38);
    const res = await uploadLogo(bomb, 'image/webp');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('16383 × 16383 pixels; an image can be at most 4096 × 4096'),
    });
  });

  it('is refused past 4096 × 4096 pixels, the message naming the limit', async () => {
    const res = await uploadLogo(await image(8000, 8000, 'png'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('at most 4096 × 4096 pixels'),
    });
  });

  it('is kept as a PNG of at most 280 × 112 pixels and printed at that size', async () => {
    const res = await uploadLogo(await image(3000, 1000, 'png'), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedLogoSize()).toBe('280x93');
    // Named by its content: its SHA-256, in the company's own folder.
    const files = await readdir(join(t.config.dataDir, 'logos', tenantId));
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.png$/)]);
    expect(await logoInPdf()).toEqual(['280x93']);
  });

  it('keeps a small WebP or JPEG at its size, as a PNG', async () => {
    expect((await uploadLogo(await image(80, 30, 'webp'), 'image/webp')).statusCode).toBe(200);
    expect(await storedLogoSize()).toBe('80x30');
    expect(await logoInPdf()).toEqual(['80x30']);
    expect((await uploadLogo(await image(64, 24, 'jpeg'), 'image/jpeg')).statusCode).toBe(200);
    expect(await logoInPdf()).toEqual(['64x24']);
  });
});

describe('a logo kept before logos were stored print-ready', () => {
  async function keepAsBefore(file: string, bytes: Buffer) {
    await writeFile(join(t.config.dataDir, 'logos', file), bytes);
    await t.database.db
      .update(companies)
      .set({ logoFile: file, logoUpdatedAt: new Date() })
      .where(eq(companies.tenantId, tenantId));
  }

  it('is printed drawn again within 280 × 112 (a large WebP)', async () => {
    await keepAsBefore(`${tenantId}-before1.webp`, await image(1200, 600, 'webp'));
    expect(await logoInPdf()).toEqual(['224x112']);
  });

  it('is left off, not the PDF, past the limits or when it cannot be read', async () => {
    await keepAsBefore(`${tenantId}-before2.webp`, webpPixelBomb());
    expect(await logoInPdf()).toEqual([]);
    await keepAsBefore(`${tenantId}-before3.png`, await image(8000, 8000, 'png'));
    expect(await logoInPdf()).toEqual([]);
  });
});

describe('an image attachment', () => {
  function attach(bytes: Buffer, type: string) {
    return founder.c.post(`/api/documents/${draftId}/attachments`, bytes, {
      'content-type': type,
      'x-file-name': 'scan.png',
    });
  }

  it('is refused past 4096 × 4096 pixels, and when its header is a pixel bomb', async () => {
    const large = await attach(await image(8000, 8000, 'png'), 'image/png');
    expect(large.statusCode).toBe(400);
    expect(large.json().error.message).toContain('at most 4096 × 4096 pixels');
    const bomb = await attach(webpPixelBomb(), 'image/webp');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.message).toContain('at most 4096 × 4096 pixels');
  });

  it('is kept as it is within the limits', async () => {
    const res = await attach(await image(3000, 1000, 'png'), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
  });
});
