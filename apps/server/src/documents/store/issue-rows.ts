import type { NumberedKind } from '@kira/core/numbering';
import { sql } from 'drizzle-orm';
import type { auditRow } from '../../audit/record-audit.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { auditLog, documentSeries, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import type { DocumentRow } from './document-rows.ts';

// Issuing is the hottest write there is, so its two statements are plain SQL templates:
// drizzle's insert and update builders cost more to build than these cost to run.

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
    await t.tx.execute(sql`
      insert into ${documentSeries} (tenant_id, kind, prefix, next_number)
      values (${t.ctx.tenantId}, ${kind}, ${prefix}, 2)
      on conflict (tenant_id, kind, prefix)
        do update set next_number = ${documentSeries}.next_number + 1
      returning next_number - 1 as value`),
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
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  await t.tx.execute(sql`
    with issued as (
      update ${documents} set
        status = ${issued.status},
        number = ${issued.number},
        number_value = ${issued.numberValue},
        contact_snapshot = ${json(issued.contactSnapshot)}::jsonb,
        due_date = ${issued.dueDate}::date,
        search_text = ${issued.searchText},
        issued_at = ${issued.issuedAt?.toISOString() ?? null}::timestamptz,
        issued_by = ${issued.issuedBy},
        updated_at = ${issued.updatedAt.toISOString()}::timestamptz,
        updated_by = ${issued.updatedBy}
      where ${t.owns(documents.tenantId)} and ${documents.id} = ${issued.id}
      returning 1
    )
    insert into ${auditLog} (tenant_id, user_id, entity, entity_id, action, before, after)
    select ${audit.tenantId}, ${audit.userId}, ${audit.entity}, ${audit.entityId}, ${audit.action},
      ${json(audit.before)}::jsonb, ${json(audit.after)}::jsonb
    from issued`);
}
