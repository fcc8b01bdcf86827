import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { useCreatedNotice } from '../../lib/forms/use-created-notice.ts';
import { usePageOutcome } from '../../lib/forms/use-page-outcome.ts';
import { OutcomeAlert } from '../outcome-alert.tsx';
import { RecordHeader } from './record-header.tsx';

interface ExistingRecordProps {
  /** What the record is, e.g. "Customer" or "Service". */
  kind: string;
  /** A state worth a badge of its own ("Archived", "Retired"), or null. */
  status: { label: string; testId: string } | null;
  /**
   * The record's actions, given where to say how one ended; null when its abilities (from the
   * server) allow none.
   */
  actions: ((onOutcome: (outcome: Outcome) => void) => ReactNode) | null;
  /** The record's form, told whether the record was created just now (to say it is saved). */
  form: (created: boolean) => ReactNode;
  /** Anything shown below the form. */
  children?: ReactNode;
}

/** A loaded record: its kind, state and actions above, how an action ended, then its form. */
export function ExistingRecord({ kind, status, actions, form, children }: ExistingRecordProps) {
  const created = useCreatedNotice();
  const [outcome, setOutcome] = usePageOutcome();
  return (
    <Stack gap="lg">
      <RecordHeader kind={kind} status={status} actions={actions ? actions(setOutcome) : null} />
      <OutcomeAlert outcome={outcome} />
      {form(created)}
      {children}
    </Stack>
  );
}
