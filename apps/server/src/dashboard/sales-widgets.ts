import type { Dashboard } from '@kira/core/dashboard';
import type { DashboardDates } from '@kira/core/dashboard-dates';
import { and, eq, sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import { contacts, customerMonths, documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';
import { inSgd } from './in-sgd.ts';

const TOP_CUSTOMERS = 5;

/** Issued quotations not yet accepted or declined: how many, and their totals in SGD. */
export async function quotationsAwaiting(
  t: TenantSession,
): Promise<NonNullable<Dashboard['quotations']>> {
  const [row] = await t.tx
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${inSgd(documents.total)}), 0)::numeric(14,2)::text`,
    })
    .from(documents)
    .where(
      and(
        t.owns(documents.tenantId),
        eq(documents.kind, 'quotation'),
        eq(documents.status, 'issued'),
      ),
    );
  return row ?? { count: 0, total: '0.00' };
}

/**
 * The customers with the most revenue this year (invoices less credit notes, excluding GST): the
 * months before this one from the sums the database keeps (`customer_months`), this month from
 * its documents up to today, as `moneyByMonth` reads them.
 */
export async function topCustomers(
  t: TenantSession,
  dates: DashboardDates,
): Promise<NonNullable<Dashboard['topCustomers']>> {
  const tenant = t.ctx.tenantId;
  const revenue = sql`case when d.kind = 'credit' then -1 else 1 end
    * case when d.exchange_rate = 1 then d.taxable else round(d.taxable * d.exchange_rate, 2) end`;
  const rows = rawRows<{ contact_id: string; name: string; revenue: string }>(
    await t.tx.execute(sql`
      with year as (
        select contact_id, revenue from ${customerMonths}
          where tenant_id = ${tenant} and month >= ${dates.yearStart}::date
            and month < ${dates.monthStart}::date
        union all
        select d.contact_id, ${revenue} from ${documents} d
          where d.tenant_id = ${tenant} and d.kind in ('invoice', 'credit')
            and d.issue_date between ${dates.monthStart}::date and ${dates.today}::date
            and d.status not in ('draft', 'void') and d.contact_id is not null
      ),
      totals as (
        select contact_id, sum(revenue) as revenue from year group by contact_id
          having sum(revenue) > 0 order by sum(revenue) desc, contact_id limit ${TOP_CUSTOMERS}
      )
      select totals.contact_id, coalesce(c.name, '') as name,
        totals.revenue::numeric(14,2)::text as revenue
      from totals
      left join ${contacts} c on c.tenant_id = ${tenant} and c.id = totals.contact_id
      order by totals.revenue desc, totals.contact_id`),
  );
  return rows.map((row) => ({ contactId: row.contact_id, name: row.name, revenue: row.revenue }));
}
