import type { Readable } from 'node:stream';
import { pdf } from '@react-pdf/renderer';
import { DocumentPdf } from './document-pdf.tsx';
import { registerPdfFonts } from './pdf-fonts.ts';
import type { DocumentPdfInput } from './pdf-input.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One react-pdf root for the process, rendered into by one PDF at a time. react-pdf's
 * `renderToBuffer` makes a React root per PDF and never unmounts it; React keeps every root
 * linked to the others, each holding its whole document tree, so a server making PDFs all day
 * grew by about 90 KB a PDF (measured). One root, emptied after each PDF, keeps nothing. The
 * PDFs wait their turn: a render is CPU work on the one thread anyway.
 */
let root: ReturnType<typeof pdf> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function renderInRoot(input: DocumentPdfInput): Promise<Buffer> {
  root ??= pdf();
  const instance = root;
  instance.updateContainer(<DocumentPdf {...input} />);
  try {
    return await bytesOf((await instance.toBuffer()) as unknown as Readable);
  } finally {
    instance.updateContainer(null as never);
    instance.container.document = null;
  }
}

/** A document's PDF from what it shows (nothing is read here: see use-cases/document-pdf.ts). */
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  registerPdfFonts();
  const rendered = queue.then(() => renderInRoot(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}
