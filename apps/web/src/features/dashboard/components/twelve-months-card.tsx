import type { Dashboard } from '@kira/core/dashboard';
import { compareMoney } from '@kira/core/money-arithmetic';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useState } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';

const RevenueChart = lazyPart(() => import('./revenue-chart.tsx').then((m) => m.RevenueChart));

/** The chart of twelve months, or a sentence when they hold nothing to draw. */
export function TwelveMonthsCard({ months }: { months: NonNullable<Dashboard['months']> }) {
  const empty = months.every(
    (m) => compareMoney(m.revenue, '0') === 0 && compareMoney(m.expenses, '0') === 0,
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="twelve-months">
          Revenue and expenses, last twelve months
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            No revenue or expenses in the last twelve months yet: issued invoices and expenses show
            here by month.
          </Text>
        ) : (
          <ChartWhenNear months={months} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The chart's code (the charting library is most of the dashboard's JavaScript) is fetched and
 * run only once its place comes near the screen: on a phone it sits below the first screenful,
 * so the figures above it are ready sooner. Its box keeps its height meanwhile.
 */
function ChartWhenNear({ months }: { months: NonNullable<Dashboard['months']> }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px 0px' });
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  return (
    <div ref={ref} role="img" aria-labelledby="twelve-months" style={{ minHeight: 280 }}>
      {near ? <RevenueChart months={months} /> : null}
    </div>
  );
}
