import type { AuditRecord } from '@kira/core/audit-diff';
import type { NumberedKind } from '@kira/core/numbering';
import { sql } from 'drizzle-orm';
import { auditLog, documentSeries, documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';
import type { Numbering } from './numbering.ts';

/**
 * What the audit record of an issue holds for the number before the number is taken: the
 * closing statement writes the number taken in its place.
 */
export const NUMBER_TAKEN_AT_ISSUE = '(taken at issue)';

export interface IssueClosing {
  id: string;
  kind: NumberedKind;
  numbering: Numbering;
  contactSnapshot: unknown;
  dueDate: string | null;
  at: Date;
  /** The document's search text after its number and a space (it starts with its number). */
  searchTextAfterNumber: string;
  /** The audit record's change, its `after.number` being `NUMBER_TAKEN_AT_ISSUE`. */
  audit: { before: AuditRecord; after: AuditRecord };
  /**
   * The draft's row version (`xmin`) when it was read without a lock: the statement issues
   * it only if it is still that draft. Null when the transaction holds the draft locked.
   */
  version: string | null;
}

/**
 * The end of an issue, in one statement: the draft is locked (if it is still the draft read),
 * the kind's next number is taken, the document is issued with it and the audit record
 * written with it; null when the draft is no longer that draft, and then nothing is written. Taking the number locks the kind's
 * series until the transaction ends (concurrent issues queue there, so numbers are
 * consecutive and never shared, and a rollback gives the number back); in one statement, the
 * lock is held only for it and the commit, however busy the server is between round trips.
 * The number is formatted here as `formatDocumentNumber` (core) does: the prefix, then the
 * value padded with zeros, a value wider than the padding kept whole.
 */
export async function takeNumberAndIssue(
  t: TenantSession,
  closing: IssueClosing,
): Promise<{ number: string; value: number } | null> {
  const { tenantId, userId } = t.ctx;
  const { prefix, padding } = closing.numbering;
  const at = closing.at.toISOString();
  const result = await t.tx.execute(sql`
    with draft as (
      select 1 from ${documents}
      where tenant_id = ${tenantId} and id = ${closing.id} and status = 'draft'
        and (${closing.version}::text is null or xmin::text = ${closing.version}::text)
      for update
    ), series as (
      insert into ${documentSeries} (tenant_id, kind, prefix, next_number)
      select ${tenantId}::text, ${closing.kind}::text, ${prefix}::text, 2 from draft
      on conflict (tenant_id, kind, prefix)
        do update set next_number = ${documentSeries}.next_number + 1
      returning next_number - 1 as value
    ), numbered as (
      select value,
        ${prefix}::text || lpad(value::text, greatest(${padding}::int, length(value::text)), '0')
          as number
      from series
    ), issued as (
      update ${documents} set
        status = 'issued',
        number = numbered.number,
        number_value = numbered.value,
        contact_snapshot = ${jsonOrNull(closing.contactSnapshot)}::jsonb,
        due_date = ${closing.dueDate}::date,
        search_text = lower(numbered.number) || ' ' || ${closing.searchTextAfterNumber}::text,
        issued_at = ${at}::timestamptz,
        issued_by = ${userId}::text,
        updated_at = ${at}::timestamptz,
        updated_by = ${userId}::text
      from numbered
      where ${documents}.tenant_id = ${tenantId} and ${documents}.id = ${closing.id}
      returning numbered.number, numbered.value
    ), audited as (
      insert into ${auditLog} (tenant_id, user_id, entity, entity_id, action, before, after)
      select ${tenantId}::text, ${userId}::text, 'document', ${closing.id}::text, 'issue',
        ${JSON.stringify(closing.audit.before)}::jsonb,
        jsonb_set(${JSON.stringify(closing.audit.after)}::jsonb, '{number}', to_jsonb(issued.number))
      from issued
    )
    select number, value from issued`);
  const [row] = (result as unknown as { rows: { number: string; value: string | number }[] }).rows;
  // The series value (a count, at most MAX_DOCUMENT_NUMBER), which the driver may give as text.
  return row ? { number: row.number, value: Number(row.value) } : null;
}

/** JSON for a jsonb parameter; SQL NULL (not JSON null) for null. */
const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));
