import { todayInSingapore } from '@kira/core/dates';
import type { DocumentExportQuery, DocumentForCsv } from '@kira/core/documents-csv';
import { formatMoney, subtractMoney } from '@kira/core/money';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import { and, eq, sql } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { inPages } from '../../db/in-pages.ts';
import { contacts, documents } from '../../db/schema/index.ts';
import { standingOf, subtotalFigures } from '../compose/compose-document.ts';
import { documentFilter, documentOrder } from '../store/document-filter.ts';

// What a row of the export shows; a draft has no snapshot yet, so its contact's name is read.
const exportedColumns = {
  number: documents.number,
  kind: documents.kind,
  status: documents.status,
  contactName: sql<string>`coalesce(${documents.contactSnapshot}->>'name', ${contacts.name}, '')`,
  issueDate: documents.issueDate,
  dueDate: documents.dueDate,
  validUntil: documents.validUntil,
  currency: documents.currency,
  reference: documents.reference,
  subtotal: documents.subtotal,
  discount: documents.discount,
  discountKind: documents.discountKind,
  discountValue: documents.discountValue,
  taxable: documents.taxable,
  tax: documents.tax,
  total: documents.total,
  payable: documents.payable,
  settled: documents.settled,
  // What the invoice's issued credit notes settled: its payable, as the document's view counts it.
  credited: sql<string>`coalesce((
    select sum(credit.payable) from ${documents} as credit
    where credit.tenant_id = ${documents.tenantId} and credit.source_id = ${documents.id}
      and credit.kind = 'credit' and credit.status = 'issued'
  ), 0)`,
};

/**
 * Every document of a kind the list's filters match, in the list's order, a batch at a time
 * (the CSV export), for whoever may read the list.
 */
export function documentsToExport(
  access: RequestAccess,
  query: DocumentExportQuery,
): AsyncGenerator<DocumentForCsv[]> {
  enforce(decideListDocuments(access, query.kind));
  const filter = documentFilter(query);
  const today = todayInSingapore();
  return inPages(async (limit, offset) => {
    const rows = await access.scope.read(
      `${filter.shape}|${query.sort}|export`,
      (owns, db) =>
        db
          .select(exportedColumns)
          .from(documents)
          .leftJoin(
            contacts,
            and(eq(contacts.tenantId, documents.tenantId), eq(contacts.id, documents.contactId)),
          )
          .where(filter.where(owns))
          .orderBy(...documentOrder(query.sort))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      { ...filter.values, limit, offset },
    );
    return rows.map(({ credited, ...row }) => ({
      ...row,
      paid: formatMoney(subtractMoney(row.settled, credited)),
      credited: formatMoney(credited),
      ...subtotalFigures(row),
      balance: standingOf(row, today).balance,
    }));
  });
}
