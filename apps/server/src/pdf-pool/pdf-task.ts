import type { DocumentPdfInput } from '../documents/render-document-pdf.tsx';
import type { LegalDocument } from '../legal/legal-documents.ts';
import type { StatementPdfInput } from '../statements/statement-pdf-input.ts';

/**
 * What a PDF thread is asked to render: plain data only (it is copied to the thread), so a
 * thread never opens the database or reads a file of a company's.
 */
export type PdfTask =
  | { kind: 'document'; input: DocumentPdfInput }
  | { kind: 'legal'; doc: LegalDocument }
  | { kind: 'statement'; input: StatementPdfInput };

/** A thread's answer: the PDF or what went wrong, and how many PDFs the thread has made. */
export type PdfTaskAnswer = { threadId: number; renders: number } & (
  | { ok: true; pdf: Uint8Array }
  | { ok: false; error: string }
);
