import { formatDisplayDate } from '@kira/core/format/dates';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import {
  keptStatementPdfLink,
  type StatementPeriod,
  statementPdfLink,
  useKeptStatements,
  useStatement,
  useStatementKept,
} from '../api/statement.ts';
import { SendStatementButton } from './send-statement-button.tsx';
import { StatementTable } from './statement-table.tsx';

/**
 * A contact's statement of account on its page: the period (by default the server's: three
 * calendar months to today; `?to=` from the aged receivables), a table per currency with the
 * ageing, the PDF and the mail (both keep it, numbered), and the statements kept so far.
 */
export function StatementSection({
  contactId,
  canWrite,
}: {
  contactId: string;
  canWrite: boolean;
}) {
  const [search] = useSearchParams();
  const [period, setPeriod] = useState<StatementPeriod>({
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  });
  const query = useStatement(contactId, period);
  const shown = query.data ? { from: query.data.from, to: query.data.to } : period;
  const kept = useStatementKept(contactId);
  return (
    <Card withBorder data-testid="statement-section">
      <Stack gap="md">
        <Title order={3}>Statement</Title>
        <Group align="end">
          <DateField
            label="From"
            datesOnly
            value={shown.from}
            max={shown.to}
            onChange={(from) => setPeriod({ ...shown, from })}
          />
          <DateField
            label="To"
            datesOnly
            value={shown.to}
            min={shown.from}
            onChange={(to) => setPeriod({ ...shown, to })}
          />
          {canWrite ? (
            <>
              <Button
                component="a"
                href={statementPdfLink(contactId, shown)}
                variant="default"
                onClick={() => setTimeout(() => void kept(), 1000)}
              >
                Download PDF
              </Button>
              <SendStatementButton contactId={contactId} period={shown} />
            </>
          ) : null}
        </Group>
        <QueryStatus query={query} failureText="Could not load the statement" />
        {query.data?.currencies.map((statement) => (
          <StatementTable key={statement.currency} statement={statement} />
        ))}
        <KeptStatements contactId={contactId} />
      </Stack>
    </Card>
  );
}

function KeptStatements({ contactId }: { contactId: string }) {
  const kept = useKeptStatements(contactId);
  if (!kept.data || kept.data.length === 0) return null;
  return (
    <Stack gap={4} data-testid="kept-statements">
      <Text fw={700} size="sm">
        Kept statements
      </Text>
      {kept.data.map((statement) => (
        <Text key={statement.id} size="sm">
          <Anchor href={keptStatementPdfLink(statement.id)} target="_blank">
            {statement.number}
          </Anchor>{' '}
          · {formatDisplayDate(statement.from)} to {formatDisplayDate(statement.to)}
          {statement.sends > 0 ? ` · sent ${statement.sends}×` : ''}
        </Text>
      ))}
    </Stack>
  );
}
