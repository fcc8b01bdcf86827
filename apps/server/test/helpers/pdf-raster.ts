import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
// jsQR is CommonJS: its default import is the module, whose `default` is the decoder.
const jsQR = jsqr.default;

/**
 * A page of a PDF as a PNG image, drawn by poppler's `pdftoppm` (Debian's poppler-utils, a
 * test prerequisite): what a printer or a reader's screen shows.
 */
export async function rasterisePage(
  pdf: Uint8Array,
  { page = 1, dpi = 150 }: { page?: number; dpi?: number } = {},
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'kira-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const out = join(dir, 'page');
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      join(dir, 'in.pdf'),
      out,
    ]);
    return await readFile(`${out}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the QR code in a PNG image, read by jsQR; null when it finds none. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return code?.data ?? null;
}

/** The sizes of the images a PDF embeds (poppler's `pdfimages -list`), as `WIDTHxHEIGHT`. */
export async function embeddedImageSizes(pdf: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'kira-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdfimages', ['-list', join(dir, 'in.pdf')]);
    // Two header lines, then one row an image: page, num, type, width, height, ...
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/))
      .filter((cells) => cells[2] === 'image')
      .map((cells) => `${cells[3]}x${cells[4]}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
