import { NUMBERED_KINDS } from '@kira/core/numbering';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  companies,
  contacts,
  documentNumbering,
  documentSeries,
  documents,
} from '../../db/schema/index.ts';
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
import type { DocumentRow, OwnParts } from './document-rows.ts';
import { documentRecordColumns, toRecord } from './read-document.ts';

export interface DraftToIssue {
  row: DocumentRow;
  own: OwnParts;
  context: CompanyContext;
  /**
   * The value its kind's series gave next when the draft was read (1 before the first), not
   * locked: others may take values before this issue does, so it is where its number will
   * most likely be, not what it will be.
   */
  likelyNumber: number;
}

/**
 * The value a kind's series gives next (null before its first), where `kind` is a column or
 * a value, in a select that joins the kind's `documentNumbering` row: the prefix a kind's
 * numbers take when the company has not set one is `numberingFrom`'s.
 */
export function seriesNextOf(kind: SQL | PgColumn) {
  const kindPrefix = sql`case ${kind} ${sql.join(
    NUMBERED_KINDS.map((k) => sql`when ${k.value} then ${k.prefix}`),
    sql` `,
  )} else '' end`;
  return sql<string | number | null>`(select ${documentSeries.nextNumber}
    from ${documentSeries}
    where ${documentSeries.tenantId} = ${documents.tenantId}
      and ${documentSeries.kind} = ${kind}
      and ${documentSeries.prefix} = coalesce(${documentNumbering.prefix}, ${kindPrefix}))`;
}
const seriesNext = seriesNextOf(documents.kind);

/**
 * A draft to issue, its row locked until the transaction ends, with its own parts and, in the
 * same query, its company's context for it (settings, its contact, its kind's numbering) and
 * where its kind's series stands.
 */
export async function lockDraftToIssue(t: TenantTransaction, id: string): Promise<DraftToIssue> {
  const [found] = await t.prepared(
    'documents|lock draft to issue',
    (owns, db) =>
      db
        .select({ ...documentRecordColumns, ...contextColumns, seriesNext })
        .from(documents)
        .innerJoin(companies, companyOfDocument)
        .leftJoin(documentNumbering, numberingOfDocuments(documents.kind))
        .leftJoin(contacts, contactOfDocument)
        .leftJoin(billing, billingOfContact)
        .where(and(owns(documents.tenantId), eq(documents.id, sql.placeholder('id'))))
        .for('update', { of: documents }),
    { id },
  );
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return {
    ...toRecord(found, t.ctx.tenantId, id),
    context: toContext(found, found.row.kind),
    likelyNumber: Number(found.seriesNext ?? 1),
  };
}
