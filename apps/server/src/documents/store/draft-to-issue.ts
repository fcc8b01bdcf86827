import { NUMBERED_KINDS } from '@kira/core/numbering';
import { and, eq, sql } from 'drizzle-orm';
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
  contextColumns,
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

// The prefix a kind's numbers take when the company has not set one (`numberingFrom`).
const kindPrefix = sql`case ${documents.kind} ${sql.join(
  NUMBERED_KINDS.map((kind) => sql`when ${kind.value} then ${kind.prefix}`),
  sql` `,
)} else '' end`;
const seriesNext = sql<string | number | null>`(select ${documentSeries.nextNumber}
  from ${documentSeries}
  where ${documentSeries.tenantId} = ${documents.tenantId}
    and ${documentSeries.kind} = ${documents.kind}
    and ${documentSeries.prefix} = coalesce(${documentNumbering.prefix}, ${kindPrefix}))`;

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
        .innerJoin(companies, eq(companies.tenantId, documents.tenantId))
        .leftJoin(
          documentNumbering,
          and(
            eq(documentNumbering.tenantId, documents.tenantId),
            eq(documentNumbering.kind, documents.kind),
          ),
        )
        .leftJoin(
          contacts,
          and(eq(contacts.tenantId, documents.tenantId), eq(contacts.id, documents.contactId)),
        )
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
