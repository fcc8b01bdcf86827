import { chargesGst, gstDateOf } from '@kira/core/document-amounts';
import { documentPdfFileName, payNowRequest } from '@kira/core/document-pdf';
import type { DocumentRecord } from '@kira/core/documents';
import { PayNowPayloadError, payNowPayload } from '@kira/core/paynow/paynow-payload';
import type { RequestAccess } from '../../access/load-access.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import type { PdfRenderer } from '../../pdf-pool/pdf-pool.ts';
import { snapshotOf } from '../compose/compose-document.ts';
import type { DocumentPdfInput, PdfCompany } from '../pdf/pdf-input.ts';
import { companyContextOf } from '../store/company-context.ts';
import { companySnapshotOf } from '../store/company-snapshot.ts';
import { readDocument } from '../store/read-document.ts';
import { getDocumentAndRow } from './get.ts';
import { type PdfCompanies, type PdfCompanyParts, pdfCompanies } from './pdf-company.ts';

/** Where a PDF's logo is read from, and what renders it (a PDF thread: pdf-pool/). */
export interface PdfMaking {
  dataDir: string;
  pdfs: PdfRenderer;
}

/**
 * The company as registered for GST on the document's GST date: before its registration took
 * effect, a document is no tax invoice and prints no GST (core's `chargesGst`).
 */
function companyOnDate(company: PdfCompany, document: DocumentRecord): PdfCompany {
  const registered = chargesGst(company, gstDateOf(document));
  return registered === company.gstRegistered ? company : { ...company, gstRegistered: registered };
}

/** A draft has no snapshot yet: its contact as the contact book has it now. */
async function contactOf(t: TenantSession, document: DocumentRecord) {
  if (document.contactSnapshot) return document.contactSnapshot;
  if (!document.contactId) return null;
  const { contact } = await companyContextOf(t, { contactId: document.contactId });
  return contact ? snapshotOf(contact) : null;
}

/** The invoice a credit note adjusts: its number and date. */
async function creditedInvoiceOf(t: TenantSession, document: DocumentRecord) {
  if (document.kind !== 'credit' || !document.sourceId) return null;
  const source = await readDocument(t, document.sourceId);
  return source ? { number: source.row.number, issueDate: source.row.issueDate } : null;
}

/**
 * The PayNow code of an open SGD invoice (core's rule and payload builder), for its balance due
 * now. Settings are checked when saved; a code that still cannot be built is left off, so the
 * document itself is never refused for it.
 */
function payNowOf(document: DocumentRecord, parts: PdfCompanyParts): DocumentPdfInput['payNow'] {
  const request = payNowRequest(document, parts.payNow);
  if (!request) return null;
  try {
    const payload = payNowPayload({
      proxy: request.proxy,
      amount: request.amount,
      merchantName: parts.company.legalName,
      reference: request.reference,
    });
    return { payload, amount: request.amount, reference: request.reference };
  } catch (error) {
    if (error instanceof PayNowPayloadError) return null;
    throw error;
  }
}

/**
 * What a document's PDF shows, for whoever may read the document (404 in another company, 403
 * without read on its department): an issued document's company as it stood at issue.
 */
export async function documentPdfInput(
  access: RequestAccess,
  id: string,
  companies: PdfCompanies,
): Promise<DocumentPdfInput> {
  const { row, document } = await getDocumentAndRow(access, id);
  return pdfInputOf(access, document, await companies(row.companySnapshot));
}

/** `documentPdfInput` of a document the caller has just read (or issued) itself. */
async function pdfInputOf(
  access: RequestAccess,
  document: DocumentRecord,
  parts: PdfCompanyParts,
): Promise<DocumentPdfInput> {
  const t = access.scope.statements;
  return {
    document,
    company: companyOnDate(parts.company, document),
    logo: parts.logo,
    contact: await contactOf(t, document),
    creditedInvoice: await creditedInvoiceOf(t, document),
    payNow: payNowOf(document, parts),
  };
}

/**
 * A document's PDF and its file name (`INV-000042.pdf`), read as the document is; rendered on a
 * PDF thread (429 when too many wait, 503 when it fails or passes its time limit).
 */
export async function documentPdf(
  access: RequestAccess,
  { dataDir, pdfs }: PdfMaking,
  id: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const input = await documentPdfInput(access, id, pdfCompanies(access, dataDir));
  const bytes = await pdfs.render({ kind: 'document', input });
  return { fileName: documentPdfFileName(input.document), bytes };
}

/** `documentPdf` of a document the caller has just read (or issued and committed) itself. */
export async function pdfOfDocument(
  access: RequestAccess,
  { dataDir, pdfs }: PdfMaking,
  document: DocumentRecord,
): Promise<{ fileName: string; bytes: Buffer }> {
  const snapshot = await companySnapshotOf(access.scope.statements, document.id);
  const parts = await pdfCompanies(access, dataDir)(snapshot);
  const bytes = await pdfs.render({
    kind: 'document',
    input: await pdfInputOf(access, document, parts),
  });
  return { fileName: documentPdfFileName(document), bytes };
}
