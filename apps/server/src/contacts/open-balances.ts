import { addMoney, formatMoney } from '@kira/core/money';
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  addToAgeing,
  emptyAgeing,
} from '@kira/core/statement-ageing';
import type { AgeingBuckets } from '@kira/core/statements';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import { creditUses, documents, paymentAllocations } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

/** What one contact has open in one currency. */
export interface OpenFigures {
  currency: string;
  /** Its open invoices, in the currency, and by age. */
  owed: string;
  ageing: AgeingBuckets;
  /** Its receipts' and credit notes' amounts not used yet, in the currency. */
  credit: string;
  /**
   * The same in SGD, each document at its own rate to the cent (the contact's `balance`); read
   * for the balance now only (zero at a date).
   */
  owedSgd: string;
  creditSgd: string;
  /** Of `owedSgd`, what is past due (every bucket but `current`). */
  overdueSgd: string;
}

/** Per contact, per currency, what is open. */
export type OpenBalances = Map<string, Map<string, OpenFigures>>;

interface OpenRow {
  contact_id: string;
  currency: string;
  bucket: AgeingBucket | null;
  open: string;
  open_sgd: string;
}

/**
 * The one definition of what contacts owe and hold in credit (issue 36): the contact page, the
 * dashboard's receivables, the statement and the aged receivables all read it, so they agree to
 * the cent. Void documents and drafts count for nothing.
 *
 * Now (`at` null): an invoice is open by `payable - settled`, a receipt or a credit note by
 * `payable - settled` too (its `settled` is what of it is used), whatever their dates; ageing
 * is at `today`.
 *
 * At the end of a day `at`: only documents issued on or before it count, and an invoice is open
 * by `payable` less the receipts' allocations, the credit notes' credit and the credit applied
 * on or before `at`. Read as `payable - settled` plus what settled it after `at` (few rows
 * against every invoice's), so at today it is `payable - settled` exactly. A receipt's or a
 * credit note's part used later (applied or refunded after `at`) is still its credit at `at`.
 * Its allocations and the credit a credit note gives its own invoice date from its issue.
 */
export async function openBalances(
  t: TenantSession,
  options: { at: string | null; today: string; contactIds?: readonly string[] },
): Promise<OpenBalances> {
  if (options.contactIds?.length === 0) return new Map();
  return assemble(rawRows<OpenRow>(await t.tx.execute(openRows(t, options))));
}

/**
 * What every contact owes now, in SGD, and the part of it past due, by `openBalances`' own rows:
 * the database adds them up rather than sending them one per contact and currency (the
 * dashboard's receivables; 7,588 open documents of 500 contacts in the bench).
 */
export async function openTotalsSgd(
  t: TenantSession,
  today: string,
): Promise<{ owedSgd: string; overdueSgd: string }> {
  const rows = rawRows<{ owed: string; overdue: string }>(
    await t.tx.execute(sql`
      select
        coalesce(sum(open_sgd::numeric) filter (where bucket is not null), 0)::numeric(14,2)::text
          as owed,
        coalesce(sum(open_sgd::numeric) filter (where bucket <> 'current'), 0)::numeric(14,2)::text
          as overdue
      from (${openRows(t, { at: null, today })}) balances`),
  );
  return { owedSgd: rows[0]?.owed ?? '0.00', overdueSgd: rows[0]?.overdue ?? '0.00' };
}

/** The statement of `openBalances`: one row per contact, currency and bucket (credit: none). */
function openRows(
  t: TenantSession,
  { at, today, contactIds }: { at: string | null; today: string; contactIds?: readonly string[] },
): SQL {
  const ageAt = at ?? today;
  const tenant = t.ctx.tenantId;
  const ofContacts = contactIds
    ? sql`and d.contact_id = any(${sql.param([...contactIds])}::text[])`
    : sql``;
  const later = at === null ? null : laterSettlements(tenant, at, contactIds);
  // A document's open amount is `payable - settled` plus what settled it after `at`: summed as
  // two parts, so the many documents settled in full are passed over by the scan, and only
  // the few settled after `at` are joined.
  const counted = sql`d.tenant_id = ${tenant}
    and d.kind in ('invoice', 'receipt', 'credit')
    and d.status not in ('draft', 'void')
    ${at === null ? sql`` : sql`and d.issue_date <= ${at}::date`}
    ${ofContacts}`;
  const columns = sql`d.contact_id, d.currency, d.kind, d.exchange_rate,
    coalesce(d.due_date, d.issue_date) as due_on`;
  return sql`
      with ${later ?? sql`nothing as (select 1)`},
      open as (
        select ${columns}, d.payable - d.settled as open
          from ${documents} d
          where ${counted} and d.payable <> d.settled
        ${
          later
            ? sql`union all
        select ${columns}, x.amount as open
          from (select invoice_id as id, amount from later_settled
                union all select source_id, amount from later_used) x
          join ${documents} d on d.tenant_id = ${tenant} and d.id = x.id
          where ${counted}`
            : sql``
        }
      )
      select contact_id, currency,
        case when kind = 'invoice' then ${bucketOf(ageAt)} end as bucket,
        sum(open)::numeric(14,2)::text as open,
        ${
          at === null ? sql`sum(round(open * exchange_rate, 2))::numeric(14,2)::text` : sql`'0.00'` // in SGD only the balance now is asked for
        } as open_sgd
      from open
      where contact_id is not null
      group by 1, 2, 3
      having sum(open) <> 0`;
}

/**
 * What settled each invoice after `at` (receipts and credit notes issued later, credit applied
 * later) and what of each receipt or credit note was used after `at`: the CTEs
 * `later_settled (invoice_id, amount)` and `later_used (source_id, amount)`.
 */
function laterSettlements(
  tenant: string,
  at: string,
  contactIds: readonly string[] | undefined,
): SQL {
  const of = (alias: string) =>
    contactIds
      ? sql`and ${sql.raw(alias)}.contact_id = any(${sql.param([...contactIds])}::text[])`
      : sql``;
  const usedByOthers = sql`(select sum(u.amount) from ${creditUses} u
    where u.tenant_id = c.tenant_id and u.source_id = c.id and u.undone_at is null)`;
  return sql`later_settled as (
      select invoice_id, sum(amount) as amount from (
        select pa.invoice_id, pa.amount
          from ${paymentAllocations} pa
          join ${documents} r on r.tenant_id = pa.tenant_id and r.id = pa.receipt_id
          where pa.tenant_id = ${tenant} and r.tenant_id = ${tenant} and r.kind = 'receipt'
            and r.status not in ('draft', 'void') and r.issue_date > ${at}::date ${of('r')}
        union all
        select c.source_id, c.settled - coalesce(${usedByOthers}, 0)
          from ${documents} c
          where c.tenant_id = ${tenant} and c.kind = 'credit' and c.source_id is not null
            and c.status not in ('draft', 'void') and c.issue_date > ${at}::date ${of('c')}
        union all
        select u.invoice_id, u.amount
          from ${creditUses} u
          where u.tenant_id = ${tenant} and u.invoice_id is not null and u.undone_at is null
            and u.used_on > ${at}::date ${of('u')}
      ) settled_later
      group by invoice_id
    ),
    later_used as (
      select source_id, sum(amount) as amount
        from ${creditUses} u
        where u.tenant_id = ${tenant} and u.undone_at is null and u.used_on > ${at}::date ${of('u')}
        group by source_id
    )`;
}

/** The bucket of an invoice due on `due_on`, at `ageAt`: core's bounds, as SQL. */
function bucketOf(ageAt: string): SQL {
  const days = sql`(${ageAt}::date - due_on)`;
  const branches = AGEING_BUCKETS.map(({ bucket, upTo }) =>
    upTo === null
      ? sql`else ${sql.raw(`'${bucket}'`)}`
      : sql`when ${days} <= ${sql.raw(String(upTo))} then ${sql.raw(`'${bucket}'`)}`,
  );
  return sql`case ${sql.join(branches, sql` `)} end`;
}

function assemble(rows: readonly OpenRow[]): OpenBalances {
  const balances: OpenBalances = new Map();
  for (const row of rows) {
    const contact = balances.get(row.contact_id) ?? new Map<string, OpenFigures>();
    balances.set(row.contact_id, contact);
    const figures = contact.get(row.currency) ?? {
      currency: row.currency,
      owed: '0.00',
      ageing: emptyAgeing(),
      credit: '0.00',
      owedSgd: '0.00',
      creditSgd: '0.00',
      overdueSgd: '0.00',
    };
    contact.set(row.currency, added(figures, row));
  }
  return balances;
}

function added(figures: OpenFigures, row: OpenRow): OpenFigures {
  const plus = (a: string, b: string) => formatMoney(addMoney(a, b));
  if (row.bucket === null)
    return {
      ...figures,
      credit: plus(figures.credit, row.open),
      creditSgd: plus(figures.creditSgd, row.open_sgd),
    };
  return {
    ...figures,
    owed: plus(figures.owed, row.open),
    ageing: addToAgeing(figures.ageing, row.bucket, row.open),
    owedSgd: plus(figures.owedSgd, row.open_sgd),
    overdueSgd:
      row.bucket === 'current' ? figures.overdueSgd : plus(figures.overdueSgd, row.open_sgd),
  };
}
