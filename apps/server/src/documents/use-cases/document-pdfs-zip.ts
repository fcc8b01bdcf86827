import { documentPdfFileName, uniqueFileNames } from '@kira/core/document-pdf';
import { type Zippable, zipSync } from 'fflate';
import type { RequestAccess } from '../../access/load-access.ts';
import { renderDocumentPdf } from '../pdf/render-when-asked.ts';
import { documentPdfInput, readPdfCompany } from './document-pdf.ts';

/**
 * The PDFs of several documents as one ZIP, in the order asked. All or nothing: every document
 * is read first, so one the user may not read (403) or that is not the company's (404) refuses
 * the whole request before any is rendered. Rendered one after another (each is CPU work);
 * PDFs are already compressed, so the ZIP stores them as they are.
 */
export async function documentPdfsZip(
  access: RequestAccess,
  dataDir: string,
  ids: readonly string[],
): Promise<Buffer> {
  const parts = await readPdfCompany(access, dataDir);
  const inputs = [];
  for (const id of ids) inputs.push(await documentPdfInput(access, id, parts));
  const names = uniqueFileNames(inputs.map((input) => documentPdfFileName(input.document)));
  const entries: Zippable = {};
  for (const [index, input] of inputs.entries()) {
    entries[names[index] as string] = [
      new Uint8Array(await renderDocumentPdf(input)),
      { level: 0 },
    ];
  }
  return Buffer.from(zipSync(entries));
}
