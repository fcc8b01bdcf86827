import type { Dashboard } from '@kira/core/dashboard';
import { dashboardDates } from '@kira/core/dashboard-dates';
import { DOCUMENT_KIND_VALUES } from '@kira/core/document-lifecycle';
import { gstPeriodOf } from '@kira/core/gst-periods';
import { can } from '@kira/core/permissions';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import { eq } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { receivablesOf } from '../contacts/contact-balance.ts';
import { companies } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';
import { latestDocuments } from './latest-documents.ts';
import { moneyByMonth } from './money-by-month.ts';
import { gstWidget, moneyWidgets } from './money-widgets.ts';
import { quotationsAwaiting, topCustomers } from './sales-widgets.ts';

/**
 * The dashboard of the member's company as of today in Singapore (docs/dashboard.md): every
 * member may ask; each widget is read only when the member's levels allow it (finance read for
 * the money, sales read for quotations, marketing read for top customers, and the latest
 * documents of the kinds they may read). A few set-based queries in one read transaction, so
 * the figures agree with each other.
 */
export async function getDashboard(access: RequestAccess, today: string): Promise<Dashboard> {
  const dates = dashboardDates(today);
  const readableKinds = DOCUMENT_KIND_VALUES.filter(
    (kind) => decideListDocuments(access, kind).allowed,
  );
  return access.scope.transaction(async (t) => {
    const dashboard: Dashboard = { today: dates.today };
    if (can(access, 'finance.read')) Object.assign(dashboard, await financeWidgets(t, dates));
    if (can(access, 'sales.read')) dashboard.quotations = await quotationsAwaiting(t);
    if (can(access, 'insights.read')) dashboard.topCustomers = await topCustomers(t, dates);
    if (readableKinds.length > 0)
      dashboard.latestDocuments = await latestDocuments(t, readableKinds);
    return dashboard;
  });
}

async function financeWidgets(
  t: TenantSession,
  dates: ReturnType<typeof dashboardDates>,
): Promise<Partial<Dashboard>> {
  const [company] = await t.tx
    .select({
      gstRegistered: companies.gstRegistered,
      gstQuarterStartMonth: companies.gstQuarterStartMonth,
    })
    .from(companies)
    .where(eq(companies.tenantId, t.ctx.tenantId));
  const sums = await moneyByMonth(t, dates);
  const receivables = await receivablesOf(t, dates.today);
  return {
    receivables,
    ...moneyWidgets(sums, dates),
    ...(company?.gstRegistered
      ? { gst: gstWidget(sums, gstPeriodOf(dates.today, company.gstQuarterStartMonth)) }
      : {}),
  };
}
