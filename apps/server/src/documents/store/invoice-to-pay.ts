import { and, eq, sql } from 'drizzle-orm';
import { companies, contacts, documentNumbering, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import {
  billing,
  billingOfContact,
  type CompanyContext,
  companyOfDocument,
  contactOfDocument,
  contextColumns,
  numberingOfDocuments,
  toContext,
} from './company-context.ts';
import type { DocumentRow } from './document-rows.ts';
import { seriesNextOf } from './draft-to-issue.ts';

export interface InvoiceToPay {
  invoice: DocumentRow;
  /** The context of a receipt to its contact: the company's settings, the contact, receipts' numbering. */
  context: CompanyContext;
  /** Where the receipts' series stands (see `DraftToIssue.likelyNumber`). */
  likelyNumber: number;
}

const RECEIPT = 'receipt';

/**
 * A document to record a payment of, its row locked until the transaction ends, with what a
 * receipt of it needs, in one query: its company's settings, its contact and how receipts are
 * numbered. 404 when there is no such document; whether it is an invoice is the caller's to say.
 */
export async function lockInvoiceToPay(t: TenantTransaction, id: string): Promise<InvoiceToPay> {
  const [found] = await t.prepared(
    'documents|lock invoice to pay',
    (owns, db) =>
      db
        .select({
          row: documents,
          ...contextColumns,
          seriesNext: seriesNextOf(sql`${RECEIPT}::text`),
        })
        .from(documents)
        .innerJoin(companies, companyOfDocument)
        .leftJoin(documentNumbering, numberingOfDocuments(RECEIPT))
        .leftJoin(contacts, contactOfDocument)
        .leftJoin(billing, billingOfContact)
        .where(and(owns(documents.tenantId), eq(documents.id, sql.placeholder('id'))))
        .for('update', { of: documents }),
    { id },
  );
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return {
    invoice: found.row,
    context: toContext(found, RECEIPT),
    likelyNumber: Number(found.seriesNext ?? 1),
  };
}
