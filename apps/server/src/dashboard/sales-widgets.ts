import type { Dashboard } from '@kira/core/dashboard';
import type { DashboardDates } from '@kira/core/dashboard-dates';
import { and, between, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { contacts, documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

const TOP_CUSTOMERS = 5;
const inSgd = (amount: unknown) => sql`round(${amount} * ${documents.exchangeRate}, 2)`;

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

/** The customers with the most revenue this year (invoices less credit notes, excluding GST). */
export async function topCustomers(
  t: TenantSession,
  dates: DashboardDates,
): Promise<NonNullable<Dashboard['topCustomers']>> {
  const revenue = sql<string>`sum(case when ${documents.kind} = 'credit' then -${inSgd(documents.taxable)} else ${inSgd(documents.taxable)} end)`;
  const rows = await t.tx
    .select({
      contactId: documents.contactId,
      name: sql<string>`coalesce(${contacts.name}, '')`,
      revenue: sql<string>`${revenue}::numeric(14,2)::text`,
    })
    .from(documents)
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, documents.tenantId), eq(contacts.id, documents.contactId)),
    )
    .where(
      and(
        t.owns(documents.tenantId),
        inArray(documents.kind, ['invoice', 'credit']),
        between(documents.issueDate, dates.yearStart, dates.today),
        notInArray(documents.status, ['draft', 'void']),
        isNotNull(documents.contactId),
      ),
    )
    .groupBy(documents.contactId, contacts.name)
    .having(sql`${revenue} > 0`)
    .orderBy(desc(revenue), documents.contactId)
    .limit(TOP_CUSTOMERS);
  return rows.map((row) => ({ ...row, contactId: row.contactId ?? '' }));
}
