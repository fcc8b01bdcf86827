import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import encodeWebp, { init } from '@jsquash/webp/encode.js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, line } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { embeddedImageSizes } from './helpers/pdf-raster.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The letterhead's logo, in each type a company may upload: react-pdf embeds PNG and JPEG, so a
// WebP logo is drawn again as a PNG for the PDF (docs/pdf.md).

const require = createRequire(import.meta.url);
let t: TestApp;
let founder: TestUser;
let draftId: string;

beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Logo Founder' });
  await createCompany(founder, 'Logo Printers Pte. Ltd.');
  const contactId = await customer(founder, 'Logo Customer');
  draftId = (await draft(founder, { kind: 'invoice', contactId, lines: [line('12.00')] })).id;
});
afterAll(() => t.close());

/** A plain blue image of the size, its pixels as RGBA. */
function pixels(width: number, height: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([30, 60, 200, 255], i);
  return data;
}

async function webpLogo(width: number, height: number): Promise<Buffer> {
  const wasm = await readFile(require.resolve('@jsquash/webp/codec/enc/webp_enc.wasm'));
  const { WebAssembly: compiler } = globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<Parameters<typeof init>[0]> };
  };
  await init(await compiler.compile(wasm));
  const data = pixels(width, height);
  return Buffer.from(await encodeWebp({ data, width, height, colorSpace: 'srgb' }));
}

function pngLogo(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels(width, height));
  return PNG.sync.write(png);
}

async function logoInPdf(bytes: Buffer, type: string): Promise<string[]> {
  const up = await founder.c.put('/api/settings/company/logo', bytes, { 'content-type': type });
  expect(up.statusCode, up.body).toBe(200);
  const pdf = await founder.c.get(`/api/documents/${draftId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return embeddedImageSizes(pdf.rawPayload);
}

describe('the logo on a PDF', () => {
  it('embeds a PNG logo as it is', async () => {
    expect(await logoInPdf(pngLogo(64, 24), 'image/png')).toEqual(['64x24']);
  });

  it('embeds a WebP logo, drawn again as a PNG of the same size', async () => {
    expect(await logoInPdf(await webpLogo(80, 30), 'image/webp')).toEqual(['80x30']);
  });

  it('leaves the logo off, not the PDF, when a stored WebP cannot be decoded', async () => {
    // RIFF....WEBP with nothing a decoder can read: accepted by the upload's type check.
    const broken = Buffer.concat([
      Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
      Buffer.alloc(8),
    ]);
    expect(await logoInPdf(broken, 'image/webp')).toEqual([]);
  });
});
