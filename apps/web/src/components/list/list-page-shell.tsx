import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageShell } from '../page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../read-only-company-notice.tsx';
import { StatusAlert } from '../status-alert.tsx';

interface ListPageShellProps {
  title: string;
  lead: string;
  testId: string;
  /** The company cannot be changed (the demo) and the user may not write here: say so. */
  readOnly: boolean;
  /** New, Import and Export, above the filters on the right. */
  actions: ReactNode;
  filters: ReactNode;
  /** The rows, under the filters. */
  children: ReactNode;
}

/**
 * The frame of a list screen (the contact book, the product list): the read-only notice, what
 * a record page just deleted (`navigate(list, { state: { deleted: name } })`), the actions,
 * the filters in a card, then the rows.
 */
export function ListPageShell({
  title,
  lead,
  testId,
  readOnly,
  actions,
  filters,
  children,
}: ListPageShellProps) {
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  return (
    <PageShell size="lg" title={title} lead={lead} testId={testId}>
      <Stack gap="lg">
        {readOnly ? <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} /> : null}
        {deleted ? <StatusAlert kind="success">{deleted} is deleted.</StatusAlert> : null}
        <Group justify="flex-end">{actions}</Group>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          {filters}
        </Paper>
        {children}
      </Stack>
    </PageShell>
  );
}
