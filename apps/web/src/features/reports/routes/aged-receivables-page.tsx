import { todayInSingapore } from '@kira/core/calendar-dates';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { apiLink } from '../../../lib/api/client.ts';
import { useAgedReceivables } from '../api/get-aged-receivables.ts';
import { AgedReceivablesTable } from '../components/aged-receivables-table.tsx';

/** /reports/aged-receivables?at=: what each contact owes at a date, by age, per currency. */
export function AgedReceivablesPage() {
  const [search, setSearch] = useSearchParams();
  const at = search.get('at') ?? todayInSingapore();
  const query = useAgedReceivables(at);
  return (
    <PageShell size="xl" title="Aged Receivables">
      <Stack gap="lg">
        <Group align="end">
          <DateField
            label="At the end of"
            datesOnly
            value={at}
            onChange={(next) => setSearch(next ? { at: next } : {}, { replace: true })}
          />
          <Button
            component="a"
            variant="default"
            href={apiLink('/api/reports/aged-receivables.csv', { at })}
          >
            Export CSV
          </Button>
        </Group>
        <QueryStatus query={query} failureText="Could not load the aged receivables" />
        {query.data?.currencies.length === 0 ? (
          <Text c="dimmed">Nothing is owed at this date.</Text>
        ) : null}
        {query.data?.currencies.map((report) => (
          <AgedReceivablesTable key={report.currency} report={report} at={query.data.at} />
        ))}
      </Stack>
    </PageShell>
  );
}
