import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../page-shell.tsx';
import { ReadOnlyCompanyNotice } from '../read-only-company-notice.tsx';

interface RecordPageShellProps {
  title: string;
  testId: string;
  /** The list the record belongs to, for the way back: its address and name. */
  back: { to: string; label: string };
  /** The company cannot be changed (the demo) and the user may not write here: say so. */
  readOnly: boolean;
  children: ReactNode;
}

/** The frame of one record's page: the title, the way back to its list, the read-only notice. */
export function RecordPageShell({ title, testId, back, readOnly, children }: RecordPageShellProps) {
  return (
    <PageShell title={title} testId={testId}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.to} size="sm" underline="hover">
          ← {back.label}
        </Anchor>
        {readOnly ? <ReadOnlyCompanyNotice message={MSG_READ_ONLY_COMPANY} /> : null}
        {children}
      </Stack>
    </PageShell>
  );
}
