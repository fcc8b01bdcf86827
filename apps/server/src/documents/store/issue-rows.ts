import type { NumberedKind } from '@kira/core/numbering';
import { sql } from 'drizzle-orm';
import type { AuditRow } from '../../audit/record-audit.ts';
import { preparableSql, tenantIdPlaceholder } from '../../db/prepared-reads.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { auditLog, documentSeries, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import type { DocumentRow } from './document-rows.ts';

// Issuing is the hottest write there is, so its statements are SQL built once and
// prepared: drizzle's insert and update builders cost more to build than these cost to run.
const value = (name: string) => sql.placeholder(name);

/**
 * Writes what issuing changes of a document's row and, in the same statement, its audit
 * record (as `recordAudit` builds it: `auditRow`, with the number written into its `after`):
 * for a number that `takeNumberAndWriteIssued` took but did not write.
 */
export async function writeIssuedRow(
  t: TenantTransaction,
  issued: DocumentRow,
  audit: AuditRow,
): Promise<void> {
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
          jsonb_set(${value('auditAfter')}::jsonb, '{number}', to_jsonb(${value('number')}::text))
        from issued`,
      ),
    {
      ...issuedValues(issued, audit),
      number: issued.number,
      numberValue: issued.numberValue,
      searchText: issued.searchText,
    },
  );
}

/** Numbers formatted by core for consecutive values of a series, from `first` on. */
export interface LikelyNumbers {
  first: number;
  numbers: string[];
}

/**
 * Takes the next value of the kind's series and, in the same statement, writes the draft
 * issued under that value's number and its audit record, when the number is among `likely`
 * (core formats numbers, never SQL: the statement picks one of them). Returns the value taken
 * and the number written, or null when the value fell outside `likely` and nothing was written
 * (then format it and `writeIssuedRow`; the value stays taken in this transaction).
 *
 * One statement instead of two because the series stays locked from here until the commit:
 * every round trip and every wait of the event loop while it does holds up each other issue of
 * the kind.
 */
export async function takeNumberAndWriteIssued(
  t: TenantTransaction,
  { kind, prefix, likely }: { kind: NumberedKind; prefix: string; likely: LikelyNumbers },
  issued: DocumentRow,
  searchTextAfterNumber: string,
  audit: AuditRow,
): Promise<{ value: number; number: string | null }> {
  const [taken] = rawRows<{ value: string | number; number: string | null }>(
    await t.prepared(
      'documents|take number and write issued row',
      (owns, db) =>
        preparableSql(
          db,
          sql`with taken as (
            insert into ${documentSeries} (tenant_id, kind, prefix, next_number)
            values (${tenantIdPlaceholder}, ${value('kind')}, ${value('prefix')}, 2)
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
              due_date = ${value('dueDate')}::date,
              search_text = chosen.search_number || ' ' || ${value('searchTextAfterNumber')},
              issued_at = ${value('issuedAt')}::timestamptz,
              issued_by = ${value('issuedBy')},
              updated_at = ${value('updatedAt')}::timestamptz,
              updated_by = ${value('updatedBy')}
            from chosen
            where ${owns(documents.tenantId)} and ${documents.id} = ${value('id')}
              and chosen.number is not null
            returning chosen.number
          ),
          audited as (
            insert into ${auditLog} (tenant_id, user_id, entity, entity_id, action, before, after)
            select ${tenantIdPlaceholder}, ${value('auditUserId')}, ${value('auditEntity')},
              ${value('auditEntityId')}, ${value('auditAction')}, ${value('auditBefore')}::jsonb,
              jsonb_set(${value('auditAfter')}::jsonb, '{number}', to_jsonb(issued.number))
            from issued
          )
          select chosen.value, (select issued.number from issued) as number from chosen`,
        ),
      {
        kind,
        prefix,
        first: likely.first,
        numbers: likely.numbers,
        searchNumbers: likely.numbers.map((number) => number.toLowerCase()),
        searchTextAfterNumber,
        ...issuedValues(issued, audit),
      },
    ),
  );
  if (!taken) throw new Error('The number series gave no value');
  return { value: Number(taken.value), number: taken.number };
}

const json = (data: unknown) => (data === null ? null : JSON.stringify(data));

/** The values both issuing statements write, but the number's. */
function issuedValues(issued: DocumentRow, audit: AuditRow) {
  return {
    status: issued.status,
    contactSnapshot: json(issued.contactSnapshot),
    dueDate: issued.dueDate,
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
