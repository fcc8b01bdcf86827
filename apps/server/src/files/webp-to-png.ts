import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decodeWebp, { init } from '@jsquash/webp/decode.js';
import { PNG } from 'pngjs';

const require = createRequire(import.meta.url);

// Node has WebAssembly; the server's types (no DOM library) do not declare it.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssemblyModule> };
};
// `init` takes the compiled module as well as options, though its types name only the options.
type WebAssemblyModule = Parameters<typeof init>[0];

// libwebp's decoder, compiled to WebAssembly (no native build), loaded on the first WebP.
let decoder: Promise<void> | undefined;
function ready(): Promise<void> {
  decoder ??= readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'))
    .then((bytes) => wasm.compile(bytes))
    .then((module) => init(module));
  return decoder;
}

/** A WebP image as a PNG of the same pixels (react-pdf embeds PNG and JPEG only). */
export async function webpToPng(webp: Buffer): Promise<Buffer> {
  await ready();
  const copy = webp.buffer.slice(webp.byteOffset, webp.byteOffset + webp.byteLength);
  const image = await decodeWebp(copy as ArrayBuffer);
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return PNG.sync.write(png);
}
