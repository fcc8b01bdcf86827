import { type FormEvent, useState } from 'react';
import { errorText, fieldErrorsOf } from '../api/api-error.ts';
import type { Checked } from './checked.ts';
import type { Outcome } from './outcome.ts';

const MSG_FIX_FIELDS = 'Some fields need your attention: see the messages beside them.';

/** What the form needs of a react-query mutation that saves the record. */
interface SaveMutation<Variables, Saved> {
  mutateAsync: (variables: Variables) => Promise<Saved>;
  isPending: boolean;
}

interface RecordFormOptions<Saved extends { id: string }, Draft, NewBody, Patch> {
  /** The record to edit; null for a new one. */
  saved: Saved | null;
  canWrite: boolean;
  /** A first message to show ("saved" just after creating), gone at the first change. */
  notice: string | undefined;
  /** Called with a new record once it is saved (not for an edit). */
  onCreated: ((saved: Saved) => void) | undefined;
  /** What the record is called when saving fails: "Could not save the contact". */
  noun: string;
  emptyDraft: () => Draft;
  draftOf: (saved: Saved) => Draft;
  /** The create body, checked by the shared schema. */
  newBody: (draft: Draft) => Checked<NewBody>;
  /** The changed fields, checked by the shared schema; `body: null` when nothing changed. */
  patchBody: (saved: Saved, draft: Draft) => Checked<Patch | null>;
  create: SaveMutation<NewBody, Saved>;
  update: SaveMutation<{ id: string; patch: Patch }, Saved>;
  /** Where a field's messages are kept, when not under its own name (`billing`: `billingAddress`). */
  errorKeyOf?: (key: keyof Draft) => string;
  /** The server's messages by field (by default `fieldErrorsOf`). */
  serverErrors?: (error: unknown) => Record<string, string>;
  /** The draft to check and send, and the one to show meanwhile (by default the draft as it is). */
  beforeSubmit?: (draft: Draft) => { send: Draft; show: Draft };
}

/** The messages without those of a field: `key` itself and everything under it (`key.0`, ...). */
function withoutErrors(errors: Record<string, string>, key: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => name !== key && !name.startsWith(`${key}.`)),
  );
}

/**
 * The state and saving of a record's form (a contact, a product): a draft checked by the shared
 * schema before it is sent, only the changes sent for an edit, and the server's answer shown,
 * its field messages beside the fields. A change of a field takes its messages away.
 */
export function useRecordForm<Saved extends { id: string }, Draft, NewBody, Patch>(
  options: RecordFormOptions<Saved, Draft, NewBody, Patch>,
) {
  const { saved, canWrite, notice, onCreated, noun, draftOf, create, update } = options;
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved) : options.emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Said at the top, where the page opens; gone at the first change.
  const [showNotice, setShowNotice] = useState(notice !== undefined);

  function set<Key extends keyof Draft>(key: Key, value: Draft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, options.errorKeyOf?.(key) ?? String(key)));
    setOutcome(null);
    setShowNotice(false);
  }

  function refuse(fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    setOutcome({ kind: 'error', message: MSG_FIX_FIELDS });
  }

  function failed(error: unknown) {
    console.error(`Saving the ${noun} failed`, error);
    setErrors((options.serverErrors ?? fieldErrorsOf)(error));
    setOutcome({ kind: 'error', message: errorText(error, `Could not save the ${noun}`) });
  }

  async function saveChanges(record: Saved, checked: Draft) {
    const result = options.patchBody(record, checked);
    if (!result.ok) return refuse(result.errors);
    if (result.body === null) {
      setOutcome({ kind: 'success', message: 'Nothing has changed since the last save.' });
      return;
    }
    try {
      const updated = await update.mutateAsync({ id: record.id, patch: result.body });
      setDraft(draftOf(updated));
      setOutcome({ kind: 'success', message: 'Your changes are saved.' });
    } catch (error) {
      failed(error);
    }
  }

  async function saveNew(checked: Draft) {
    const result = options.newBody(checked);
    if (!result.ok) return refuse(result.errors);
    try {
      const created = await create.mutateAsync(result.body);
      onCreated?.(created);
    } catch (error) {
      failed(error);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canWrite) return;
    setShowNotice(false);
    setErrors({});
    setOutcome(null);
    const { send, show } = options.beforeSubmit?.(draft) ?? { send: draft, show: draft };
    setDraft(show);
    void (saved ? saveChanges(saved, send) : saveNew(send));
  }

  return {
    draft,
    set,
    errors,
    outcome,
    /** The first message while it still stands. */
    notice: showNotice ? notice : undefined,
    pending: create.isPending || update.isPending,
    handleSubmit,
  };
}
