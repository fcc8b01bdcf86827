import type { NumberedKind } from '@kira/core/numbering';
import { sql } from 'drizzle-orm';
import type { auditRow } from '../../audit/record-audit.ts';
import { preparableSql, tenantIdPlaceholder } from '../../db/prepared-reads.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { auditLog, documentSeries, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import type { DocumentRow } from './document-rows.ts';

// Issuing is the hottest write there is, so its two statements are SQL built once and
// prepared: drizzle's insert and update builders cost more to build than these cost to run.
const value = (name: string) => sql.placeholder(name);

/**
 * Takes the next value of a kind's number series (per prefix). Its row stays locked until
 * the transaction ends: concurrent issues of the kind queue here, so numbers are consecutive
 * and never shared, and a rollback gives the value back. Take it as late as the transaction
 * allows, so the lock is held for the fewest statements.
 */
export async function takeNextNumber(
  t: TenantTransaction,
  kind: NumberedKind,
  prefix: string,
): Promise<number> {
  const [taken] = rawRows<{ value: string | number }>(
    await t.prepared(
      'document_series|take next number',
      (_owns, db) =>
        preparableSql(
          db,
          sql`insert into ${documentSeries} (tenant_id, kind, prefix, next_number)
            values (${tenantIdPlaceholder}, ${value('kind')}, ${value('prefix')}, 2)
            on conflict (tenant_id, kind, prefix)
              do update set next_number = ${documentSeries}.next_number + 1
            returning next_number - 1 as value`,
        ),
      { kind, prefix },
    ),
  );
  if (!taken) throw new Error('The number series gave no value');
  // At most MAX_DOCUMENT_NUMBER, which a driver may give as text.
  return Number(taken.value);
}

/**
 * Writes what issuing changes of a document's row and, in the same statement, its audit
 * record (as `recordAudit` builds it: `auditRow`).
 */
export async function writeIssuedRow(
  t: TenantTransaction,
  issued: DocumentRow,
  audit: NonNullable<ReturnType<typeof auditRow>>,
): Promise<void> {
  const json = (data: unknown) => (data === null ? null : JSON.stringify(data));
  await t.prepared(
    'documents|write issued row',
    (owns, db) =>
      preparableSql(
        db,
        sql`with issued as (
          update ${documents} set
            status = ${value('status')},
            number = ${value('number')},
            number_value = ${value('numberValue')},
            contact_snapshot = ${value('contactSnapshot')}::jsonb,
            due_date = ${value('dueDate')}::date,
            search_text = ${value('searchText')},
            issued_at = ${value('issuedAt')}::timestamptz,
            issued_by = ${value('issuedBy')},
            updated_at = ${value('updatedAt')}::timestamptz,
            updated_by = ${value('updatedBy')}
          where ${owns(documents.tenantId)} and ${documents.id} = ${value('id')}
          returning 1
        )
        insert into ${auditLog} (tenant_id, user_id, entity, entity_id, action, before, after)
        select ${tenantIdPlaceholder}, ${value('auditUserId')}, ${value('auditEntity')},
          ${value('auditEntityId')}, ${value('auditAction')}, ${value('auditBefore')}::jsonb,
          ${value('auditAfter')}::jsonb
        from issued`,
      ),
    {
      status: issued.status,
      number: issued.number,
      numberValue: issued.numberValue,
      contactSnapshot: json(issued.contactSnapshot),
      dueDate: issued.dueDate,
      searchText: issued.searchText,
      issuedAt: issued.issuedAt?.toISOString() ?? null,
      issuedBy: issued.issuedBy,
      updatedAt: issued.updatedAt.toISOString(),
      updatedBy: issued.updatedBy,
      id: issued.id,
      auditUserId: audit.userId,
      auditEntity: audit.entity,
      auditEntityId: audit.entityId,
      auditAction: audit.action,
      auditBefore: json(audit.before),
      auditAfter: json(audit.after),
    },
  );
}
