import type { Dashboard } from '@kira/core/dashboard';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatSgd } from '@kira/core/format/money';
import { SimpleGrid, Text } from '@mantine/core';
import { dashboardLinks } from '../dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';

/** Receivables, revenue, cash received and GST, each opening its list. */
export function FinanceFigures({ dashboard }: { dashboard: Dashboard }) {
  const { receivables, revenue, cashReceived, gst, today } = dashboard;
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="finance-figures">
      {receivables ? (
        <>
          <FigureCard
            title="Receivables outstanding"
            figure={formatSgd(receivables.outstanding)}
            to={dashboardLinks.receivables()}
          />
          <FigureCard
            title="Overdue"
            figure={formatSgd(receivables.overdue)}
            to={dashboardLinks.overdue()}
          />
        </>
      ) : null}
      {revenue ? (
        <>
          <FigureCard
            title="Revenue this month"
            figure={formatSgd(revenue.thisMonth)}
            to={dashboardLinks.invoicesIssued(monthStart, today)}
          />
          <FigureCard
            title="Revenue this year"
            figure={formatSgd(revenue.thisYear)}
            to={dashboardLinks.invoicesIssued(yearStart, today)}
          />
        </>
      ) : null}
      {cashReceived ? (
        <FigureCard
          title="Cash received this month"
          figure={formatSgd(cashReceived.thisMonth)}
          to={dashboardLinks.receipts(monthStart, today)}
        />
      ) : null}
      {gst ? (
        <FigureCard
          title="GST this period"
          figure={formatSgd(gst.net)}
          to={dashboardLinks.invoicesIssued(gst.periodStart, today)}
        >
          <Text size="xs" c="dimmed">
            Collected {formatSgd(gst.collected)} less paid {formatSgd(gst.paid)}, since{' '}
            {formatDisplayDate(gst.periodStart)}. Return due {formatDisplayDate(gst.returnDue)}.
          </Text>
        </FigureCard>
      ) : null}
    </SimpleGrid>
  );
}
