import { documentPdfFileName, uniqueFileNames } from '@kira/core/document-pdf';
import { type Zippable, zipSync } from 'fflate';
import type { RequestAccess } from '../../access/load-access.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { documentPdfInput, type PdfMaking } from './document-pdf.ts';
import { pdfCompanies } from './pdf-company.ts';

/**
 * The PDFs of several documents as one ZIP, in the order asked. All or nothing: every document
 * is read first, so one the user may not read (403) or that is not the company's (404) refuses
 * the whole request before any is rendered. Then all are rendered on the PDF threads, as many
 * at once as there are threads, before the answer starts (429 when the queue has no room for
 * all of them, 503 when one fails). PDFs are already compressed, so the ZIP stores them as they
 * are. A user may have 3 ZIPs being made at once and 10 a minute (limits/).
 */
export async function documentPdfsZip(
  access: RequestAccess,
  { dataDir, pdfs }: PdfMaking,
  ids: readonly string[],
  limits: RateLimits,
): Promise<Buffer> {
  const companies = pdfCompanies(access, dataDir);
  const inputs = [];
  for (const id of ids) inputs.push(await documentPdfInput(access, id, companies));
  const names = uniqueFileNames(inputs.map((input) => documentPdfFileName(input.document)));
  // Counted once every document was found readable: a refused ZIP counts nothing.
  const release = await limits.pdfZip(access.userId);
  const rendered = await pdfs
    .renderAll(inputs.map((input) => ({ kind: 'document' as const, input })))
    .finally(release);
  const entries: Zippable = {};
  for (const [index, pdf] of rendered.entries()) {
    entries[names[index] as string] = [new Uint8Array(pdf), { level: 0 }];
  }
  return Buffer.from(zipSync(entries));
}
