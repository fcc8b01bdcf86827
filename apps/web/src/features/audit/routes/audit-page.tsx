import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useAuditLog } from '../api/list-audit.ts';
import { useAuditMembers } from '../api/list-audit-members.ts';
import { type AuditFilters as Filters, NO_AUDIT_FILTERS } from '../audit-query.ts';
import { AuditFilters } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';

function changes(count: number): string {
  return count === 1 ? '1 change' : `${count.toLocaleString('en-SG')} changes`;
}

/** /settings/audit: every change in the company, who made it and when, with before and after. */
export function AuditPage() {
  const { abilities } = useAuthContext();
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const query = useAuditLog(filters);
  const members = useAuditMembers(allows(abilities, 'members.read'));
  const pages = query.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.items);
  const first = pages[0];

  return (
    <SettingsSection
      title="Audit log"
      lead="Every change made in this company: who made it, when, and what it was before and after."
      testId="settings-audit"
    >
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <AuditFilters
          value={filters}
          onChange={setFilters}
          entities={first?.entities ?? []}
          actions={first?.actions ?? []}
          members={members.data ?? []}
        />
      </Paper>
      {query.isError ? (
        <StatusAlert kind="error">
          {errorText(query.error, 'Could not load the audit log')}
        </StatusAlert>
      ) : null}
      {query.isPending ? <LoadingScreen /> : null}
      {first ? (
        <Stack gap="sm">
          <Text size="sm" role="status" data-testid="audit-total">
            {first.total === 0
              ? 'No changes match these filters.'
              : `Showing ${entries.length.toLocaleString('en-SG')} of ${changes(first.total)}`}
          </Text>
          {entries.length > 0 ? (
            <Paper withBorder radius="md">
              <AuditTable entries={entries} />
            </Paper>
          ) : null}
          {query.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="default"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Load more
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </SettingsSection>
  );
}
