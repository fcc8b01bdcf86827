import type { NumberedKind } from '@kira/core/numbering';
import { sql } from 'drizzle-orm';
import type { AuditRow } from '../../audit/record-audit.ts';
import { constraintOf, pgCodeOf } from '../../db/foreign-key.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { auditLog, documentSeries, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { companySnapshotSql } from './company-snapshot.ts';
import type { DocumentRow } from './document-rows.ts';

/** Numbers formatted by core for consecutive values of a series, from `first` on. */
export interface LikelyNumbers {
  first: number;
  numbers: string[];
}

/**
 * Takes the next value of the kind's series and, in the same statement, writes the draft
 * issued under that value's number, with its company as it stands now (`companySnapshotSql`:
 * `issued.companySnapshot` is not what is written), and its audit record (as `recordAudit`
 * builds it: `auditRow`, with the number written into its `after`). Core formats numbers, never SQL: the
 * statement picks the value's number among `likely`. A value outside them fails the statement
 * (the check `documents_issued_numbered`: no document is issued without its number), and the
 * transaction is run again (`numberFellOutside`), reading where the series stands then.
 *
 * One statement because the series stays locked from here until the commit: every round trip
 * and every wait of the event loop while it does holds up each other issue of the kind. It
 * is written as SQL (a data-modifying `with`), run with `tx.execute`, its values as parameters.
 */
export async function takeNumberAndWriteIssued(
  t: TenantTransaction,
  { kind, prefix, likely }: { kind: NumberedKind; prefix: string; likely: LikelyNumbers },
  issued: DocumentRow,
  searchTextAfterNumber: string,
  audit: AuditRow,
): Promise<{ value: number; number: string }> {
  // An array is one parameter (sql.param): in drizzle's `sql`, a bare array is a list of them.
  const value = valuesOf({
    tenantId: t.ctx.tenantId,
    kind,
    prefix,
    first: likely.first,
    numbers: sql.param(likely.numbers),
    searchNumbers: sql.param(likely.numbers.map((number) => number.toLowerCase())),
    searchTextAfterNumber,
    ...issuedValues(issued, audit),
  });
  const [taken] = rawRows<{ value: string | number; number: string }>(
    await t.tx.execute(
      sql`with taken as (
            insert into ${documentSeries} (tenant_id, kind, prefix, next_number)
            values (${value('tenantId')}, ${value('kind')}, ${value('prefix')}, 2)
            on conflict (tenant_id, kind, prefix)
              do update set next_number = ${documentSeries}.next_number + 1
            returning next_number - 1 as value
          ),
          numbered as (
            select taken.value, case
                when taken.value >= ${value('first')}::bigint
                  and taken.value < ${value('first')}::bigint + cardinality(${value('numbers')}::text[])
                then (taken.value - ${value('first')}::bigint)::int + 1
              end as position
            from taken
          ),
          chosen as (
            select numbered.value, (${value('numbers')}::text[])[numbered.position] as number,
              (${value('searchNumbers')}::text[])[numbered.position] as search_number
            from numbered
          ),
          issued as (
            update ${documents} set
              status = ${value('status')},
              number = chosen.number,
              number_value = chosen.value,
              contact_snapshot = ${value('contactSnapshot')}::jsonb,
              company_snapshot = ${companySnapshotSql(t)},
              due_date = ${value('dueDate')}::date,
              settled = ${value('settled')}::numeric,
              account_id = ${value('accountId')},
              search_text = coalesce(chosen.search_number || ' ', '') || ${value('searchTextAfterNumber')},
              issued_at = ${value('issuedAt')}::timestamptz,
              issued_by = ${value('issuedBy')},
              updated_at = ${value('updatedAt')}::timestamptz,
              updated_by = ${value('updatedBy')}
            from chosen
            where ${t.owns(documents.tenantId)} and ${documents.id} = ${value('id')}
            returning chosen.number
          ),
          audited as (
            insert into ${auditLog} (tenant_id, user_id, entity, entity_id, action, before, after)
            select ${value('tenantId')}, ${value('auditUserId')}, ${value('auditEntity')},
              ${value('auditEntityId')}, ${value('auditAction')}, ${value('auditBefore')}::jsonb,
              jsonb_set(${value('auditAfter')}::jsonb, '{number}', to_jsonb(issued.number))
            from issued
          )
          select chosen.value, (select issued.number from issued) as number from chosen`,
    ),
  );
  if (!taken?.number) throw new Error('The number series gave no value');
  return { value: Number(taken.value), number: taken.number };
}

/**
 * Whether issuing failed because its number was not among those formatted ahead: more issues
 * of its kind took numbers between its read and its own than were formatted. Run it again.
 */
export function numberFellOutside(error: unknown): boolean {
  return pgCodeOf(error) === CHECK_VIOLATION && constraintOf(error) === 'documents_issued_numbered';
}

const CHECK_VIOLATION = '23514';

/**
 * A statement's values by name, each a parameter where the SQL names it (null for undefined:
 * drizzle's `sql` leaves an undefined value out of the text).
 */
function valuesOf<V extends Record<string, unknown>>(values: V) {
  return (name: keyof V) => values[name] ?? null;
}

const json = (data: unknown) => (data === null ? null : JSON.stringify(data));

/** The values the issuing statement writes, but the number's. */
function issuedValues(issued: DocumentRow, audit: AuditRow) {
  return {
    status: issued.status,
    contactSnapshot: json(issued.contactSnapshot),
    dueDate: issued.dueDate,
    settled: issued.settled,
    accountId: issued.accountId,
    issuedAt: issued.issuedAt?.toISOString() ?? null,
    issuedBy: issued.issuedBy,
    updatedAt: issued.updatedAt.toISOString(),
    updatedBy: issued.updatedBy,
    id: issued.id,
    auditUserId: audit.userId,
    auditEntity: audit.entity,
    auditEntityId: audit.entityId,
    auditAction: audit.action,
    auditBefore: audit.before,
    auditAfter: audit.after,
  };
}
