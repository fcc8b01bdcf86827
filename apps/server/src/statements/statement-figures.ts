import { buildStatement, type StatementEntry } from '@kira/core/statement-builder';
import type { StatementContact, StatementContent } from '@kira/core/statements';
import { sql } from 'drizzle-orm';
import { openBalances } from '../contacts/open-balances.ts';
import { rawRows } from '../db/raw-rows.ts';
import { documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

/**
 * A contact's statement for a period, as it stands now (no number yet): the documents dated in
 * the period, the balance each currency opened with (every document before `from`), and what
 * is open at the end of `to` (`openBalances`, the one definition shared with the contact page
 * and the aged receivables). Three queries on the contact's documents.
 */
export async function statementOf(
  t: TenantSession,
  {
    contactId,
    contact,
    from,
    to,
  }: { contactId: string; contact: StatementContact; from: string; to: string },
): Promise<StatementContent> {
  const tenant = t.ctx.tenantId;
  // The documents a statement counts: issued, never void, of the four kinds that move a balance.
  const counted = sql`d.tenant_id = ${tenant} and d.contact_id = ${contactId}
    and d.kind in ('invoice', 'credit', 'receipt', 'refund')
    and d.status not in ('draft', 'void')`;
  const entries = rawRows<{
    id: string;
    kind: StatementEntry['kind'];
    number: string;
    issue_date: string;
    due_date: string | null;
    currency: string;
    payable: string;
  }>(
    await t.tx.execute(sql`
      select d.id, d.kind, d.number, d.issue_date::text as issue_date,
        d.due_date::text as due_date, d.currency, d.payable::text as payable
      from ${documents} d
      where ${counted} and d.issue_date between ${from}::date and ${to}::date
      order by d.issue_date, d.issued_at, d.number_value, d.id`),
  );
  const openings = rawRows<{ currency: string; amount: string }>(
    await t.tx.execute(sql`
      select d.currency,
        sum(case when d.kind in ('invoice', 'refund') then d.payable else -d.payable end)::text
          as amount
      from ${documents} d
      where ${counted} and d.issue_date < ${from}::date
      group by d.currency`),
  );
  const open = await openBalances(t, { at: to, today: to, contactIds: [contactId] });
  return buildStatement({
    contactId,
    contact,
    from,
    to,
    openings,
    entries: entries.map((row) => ({
      documentId: row.id,
      kind: row.kind,
      number: row.number,
      date: row.issue_date,
      dueDate: row.due_date,
      currency: row.currency,
      amount: row.payable,
    })),
    open: [...(open.get(contactId)?.values() ?? [])].map(({ currency, ageing, credit }) => ({
      currency,
      ageing,
      unappliedCredit: credit,
    })),
  });
}
