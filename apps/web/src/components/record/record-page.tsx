import type { ReactNode } from 'react';
import { QueryStatus } from '../query-status.tsx';
import { StatusAlert } from '../status-alert.tsx';
import { RecordPageShell } from './record-page-shell.tsx';

interface RecordPageProps<T> {
  title: string;
  testId: string;
  /** The list the record belongs to, for the way back: its address and name. */
  back: { to: string; label: string };
  /** The company cannot be changed (the demo) and the user may not write here: say so. */
  readOnly: boolean;
  /** The record's id from the address; undefined on the page that adds one. */
  id: string | undefined;
  /** The record's query (idle when there is no id). */
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** Said when loading fails without a message of its own, e.g. "Could not load the contact". */
  failureText: string;
  /** The form that adds a record, when the user may add one (their own abilities); else null. */
  createForm: ReactNode | null;
  /** Said instead of the form to a user who may not add one (outside a read-only company). */
  cannotCreateText: string;
  /** The record once loaded: its header, actions and form. */
  children: (record: T) => ReactNode;
}

/**
 * One record's page, new or existing: the form that adds one (or why the user cannot), or the
 * record as loaded (or why it could not be).
 */
export function RecordPage<T>({
  title,
  testId,
  back,
  readOnly,
  id,
  query,
  failureText,
  createForm,
  cannotCreateText,
  children,
}: RecordPageProps<T>) {
  const cannotCreate = readOnly ? null : <StatusAlert kind="error">{cannotCreateText}</StatusAlert>;
  return (
    <RecordPageShell title={title} testId={testId} back={back} readOnly={readOnly}>
      {id === undefined ? (
        (createForm ?? cannotCreate)
      ) : (
        <QueryStatus query={query} failureText={failureText} />
      )}
      {query.data ? children(query.data) : null}
    </RecordPageShell>
  );
}
