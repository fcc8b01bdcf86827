import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentStatus,
  kindNoun,
} from './document-lifecycle.ts';
import { idOfKindsSchema } from './ids.ts';
import { isAboveZero } from './money.ts';
import { z } from './zod.ts';

/** At most this many documents go into one ZIP of PDFs (each one is rendered on request). */
export const MAX_PDFS_PER_ZIP = 50;

const documentIdSchema = idOfKindsSchema(DOCUMENT_KINDS.map((kind) => kind.idKind));

/** `GET /api/documents/{id}/pdf`: shown in the browser unless `download=true`. */
export const documentPdfQuerySchema = z.object({
  download: z.enum(['true', 'false']).default('false'),
});

/** `GET /api/documents/pdfs.zip?ids=a,b,c`: the documents, each once, in the order given. */
export const documentPdfsQuerySchema = z.object({
  ids: z
    .string()
    .max(MAX_PDFS_PER_ZIP * 41, `At most ${MAX_PDFS_PER_ZIP} documents at once`)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(documentIdSchema)
        .min(1, 'Choose at least one document')
        .max(MAX_PDFS_PER_ZIP, `At most ${MAX_PDFS_PER_ZIP} documents at once`),
    ),
});
export type DocumentPdfsQuery = z.infer<typeof documentPdfsQuerySchema>;

/**
 * A PDF's file name, plain ASCII so every browser and mail program keeps it: the document's
 * number (`INV-000042.pdf`), or for a draft, which has none, its kind and id
 * (`Invoice-draft-I1A2B3C4.pdf`). Anything but letters, digits, `.`, `_` and `-` becomes `-`.
 */
export function documentPdfFileName(document: {
  kind: DocumentKind;
  number: string | null;
  id: string;
}): string {
  const label = kindNoun(document.kind).replaceAll(' ', '-');
  const stem = document.number ?? `${label}-draft-${document.id}`;
  const safe = stem.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${safe || document.id}.pdf`;
}

/** The ZIP of several PDFs: `documents-2026-11-25.zip` (today in Singapore). */
export function documentPdfsZipFileName(today: string): string {
  return `documents-${today}.zip`;
}

/** Names that stay apart in one ZIP: a second `INV-1.pdf` becomes `INV-1-2.pdf`. */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${stem}-${n}${extension}`;
    taken.add(candidate);
    return candidate;
  });
}

/** What decides whether a document's PDF carries a PayNow code. */
export interface PayNowCandidate {
  kind: DocumentKind;
  status: DocumentStatus;
  number: string | null;
  currency: string;
  /** What is still owed, as the API gives it (`"123.40"`). */
  balance: string;
}

/**
 * The PayNow code a document's PDF carries, or null: only an issued invoice that is not fully
 * paid (issued or partially paid, with a balance above zero), in SGD (PayNow moves Singapore
 * dollars only; a USD invoice's balance is not an SGD amount), of a company that has PayNow set.
 * The code asks for the balance due when the PDF is made, with the invoice number as reference.
 */
export function payNowRequest(
  document: PayNowCandidate,
  company: { paynowProxyType: 'none' | 'uen' | 'mobile'; paynowProxy: string },
): { proxy: { type: 'uen' | 'mobile'; value: string }; amount: string; reference: string } | null {
  if (company.paynowProxyType === 'none' || company.paynowProxy.trim() === '') return null;
  if (document.kind !== 'invoice' || document.number === null) return null;
  if (document.status !== 'issued' && document.status !== 'partially_paid') return null;
  if (document.currency !== 'SGD' || !isAboveZero(document.balance)) return null;
  return {
    proxy: { type: company.paynowProxyType, value: company.paynowProxy },
    amount: document.balance,
    reference: document.number,
  };
}
