import {
  IMAGE_MAX_PIXELS,
  type ImageSize,
  imageSizeOf,
  loadSharp,
  withinImageLimits,
} from '../files/image-size.ts';
import { LOGO_BOX } from './pdf/logo-box.ts';
import type { PdfImage } from './pdf/pdf-input.ts';

/**
 * A logo is kept as a PNG that fits twice the box it is printed in (a pixel for half a point:
 * sharp on paper and on screen), so no PDF ever decodes a large image: an 8000 × 8000 logo cost
 * 12 s a PDF when it was embedded as uploaded.
 */
export const LOGO_PIXELS = { width: LOGO_BOX.width * 2, height: LOGO_BOX.height * 2 } as const;

/**
 * The logo drawn again as a PNG within `LOGO_PIXELS` (scaled down, never up), by sharp on
 * libuv's thread pool. sharp refuses anything past the image limits before decoding it.
 */
export async function printReadyLogo(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
    .resize({ ...LOGO_PIXELS, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

function isPrintReady(type: string, { width, height }: ImageSize): boolean {
  return type === 'image/png' && width <= LOGO_PIXELS.width && height <= LOGO_PIXELS.height;
}

/** Logos kept before they were stored print-ready, drawn again once per process, by file. */
const redrawn = new Map<string, Promise<PdfImage | null>>();
const REDRAWN_KEPT = 200;

/**
 * The stored logo as a PDF embeds it. A logo uploaded now is already a small PNG; one kept
 * before (any size, JPEG or WebP) is drawn again under the same limits and the result kept in
 * memory by its file name (a new logo is a new file). One past the limits, or that cannot be
 * read, is left off: the document itself is never refused for its logo.
 */
export async function logoForPdf(logo: {
  file: string;
  bytes: Buffer;
  type: string;
}): Promise<PdfImage | null> {
  const size = await imageSizeOf(logo.bytes);
  if (!size || !withinImageLimits(size)) return null;
  if (isPrintReady(logo.type, size)) return { data: logo.bytes, format: 'png' };
  let image = redrawn.get(logo.file);
  if (!image) {
    image = printReadyLogo(logo.bytes).then(
      (data): PdfImage => ({ data, format: 'png' }),
      () => null,
    );
    if (redrawn.size >= REDRAWN_KEPT) redrawn.delete(redrawn.keys().next().value as string);
    redrawn.set(logo.file, image);
  }
  return image;
}
