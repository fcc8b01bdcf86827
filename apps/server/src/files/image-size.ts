import { imageSize } from 'image-size';
import { AppError } from '../http/app-error.ts';

/**
 * The largest image Kira keeps (a logo, an attached PNG, JPEG or WebP): 4096 pixels on a side,
 * so at most 4096 × 4096 (16 megapixels). A few kilobytes can claim far more: a 38-byte WebP
 * said 16383 × 16383 (a gigabyte of pixels) and made every PDF take two minutes.
 */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_SIDE * IMAGE_MAX_SIDE;

export interface ImageSize {
  width: number;
  height: number;
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded by the first image instead of at start. It decodes and encodes on
 * libuv's thread pool, never on the event loop.
 */
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

/**
 * An image's size as its header says (image-size reads the first bytes of a PNG, JPEG or WebP,
 * nothing else), or null when the header cannot be read. Nothing is decoded.
 */
export async function imageSizeOf(bytes: Buffer): Promise<ImageSize | null> {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export function withinImageLimits({ width, height }: ImageSize): boolean {
  return width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}

/**
 * Refuses an image whose header cannot be read or that is larger than Kira keeps (400), before
 * anything decodes its pixels; its size otherwise. `what` names it in the message ("The logo").
 */
export async function checkImageSize(bytes: Buffer, what: string): Promise<ImageSize> {
  const size = await imageSizeOf(bytes);
  if (!size) {
    throw new AppError('VALIDATION_FAILED', `${what} cannot be read as an image`);
  }
  if (!withinImageLimits(size)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${what} is ${size.width} × ${size.height} pixels; an image can be at most ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} pixels (16 megapixels)`,
    );
  }
  return size;
}
