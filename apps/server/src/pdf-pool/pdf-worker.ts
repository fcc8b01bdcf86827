// The entry point of a PDF thread (piscina loads it; its own esbuild entry, dist/pdf-worker.mjs).
// It renders with react-pdf and nothing else: the data comes with the task.
import { threadId } from 'node:worker_threads';
import { type PdfImage, renderDocumentPdf } from '../documents/render-document-pdf.tsx';
import { renderLegalPdf } from '../legal/legal-pdf.tsx';
import { renderStatementPdf } from '../statements/render-statement-pdf.tsx';
import type { PdfTask, PdfTaskAnswer } from './pdf-task.ts';

let renders = 0;

/** A Buffer copied to a thread arrives as a Uint8Array; react-pdf reads an image from a Buffer. */
function asBuffer(image: PdfImage | null): PdfImage | null {
  if (!image) return null;
  const { data } = image;
  return { ...image, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}

function render(task: PdfTask): Promise<Buffer> {
  if (task.kind === 'legal') return renderLegalPdf(task.doc);
  if (task.kind === 'statement')
    return renderStatementPdf({ ...task.input, logo: asBuffer(task.input.logo) });
  return renderDocumentPdf({ ...task.input, logo: asBuffer(task.input.logo) });
}

/** Renders one PDF; a failure is answered, not thrown, so the pool tells it from a lost thread. */
export default async function renderPdfTask(task: PdfTask): Promise<PdfTaskAnswer> {
  renders += 1;
  try {
    return { threadId, renders, ok: true, pdf: await render(task) };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { threadId, renders, ok: false, error: message };
  }
}
