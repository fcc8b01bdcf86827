import { todayInSingapore } from '@kira/core/dates';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../../lib/api/api-error.ts';
import { useIssueDocument, useSaveDraft } from '../../api/save-document.ts';
import {
  createBody,
  type DocumentDefaults,
  type DocumentForm,
  documentForm,
  formTotals,
  type LineForm,
  newDocumentForm,
} from '../../document-form.ts';
import { documentPath } from '../../document-paths.ts';
import { ClosingFields } from './closing-fields.tsx';
import { DocumentFields } from './document-fields.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { TotalsPanel } from './totals-panel.tsx';
import { UnsavedChanges } from './unsaved-changes.tsx';

interface DocumentEditorProps {
  /** The draft being edited; none for a new document of `kind`. */
  document?: Document;
  kind: DocumentKind;
  defaults: DocumentDefaults;
  /** Whether the user may issue it (the draft's abilities; a new one: whoever may create it). */
  mayIssue: boolean;
}

/** Writes a draft: its fields, its lines and live totals; saves it, and issues it. */
export function DocumentEditor({ document, kind, defaults, mayIssue }: DocumentEditorProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState<DocumentForm>(() =>
    document ? documentForm(document) : newDocumentForm(kind, todayInSingapore(), defaults),
  );
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(createBody(form)));
  const save = useSaveDraft();
  const issue = useIssueDocument();
  const failure = issue.error ?? save.error;
  const errors = useMemo(() => fieldErrorsOf(failure), [failure]);
  const errorOf = useCallback((field: string) => errors[field], [errors]);
  const totals = useMemo(() => formTotals(form, defaults), [form, defaults]);
  const amounts = useMemo(() => totals?.lines.map((line) => line.amount), [totals]);
  const dirty = JSON.stringify(createBody(form)) !== savedBody;
  const busy = save.isPending || issue.isPending;
  const unsaved = useRef(false);
  unsaved.current = dirty && !busy;

  const update = useCallback(
    (change: Partial<DocumentForm>) => setForm((f) => ({ ...f, ...change })),
    [],
  );
  const setLines = useCallback(
    (change: (lines: LineForm[]) => LineForm[]) =>
      setForm((f) => ({ ...f, lines: change(f.lines) })),
    [],
  );

  async function saveDraft(thenIssue: boolean) {
    if (busy) return;
    issue.reset();
    const body = createBody(form);
    const draft = await save.mutateAsync({ id: document?.id, body }).catch(() => null);
    if (!draft) return;
    setSavedBody(JSON.stringify(body));
    unsaved.current = false;
    if (!thenIssue) {
      if (!document) void navigate(documentPath(draft.id), { replace: true });
      return;
    }
    const issued = await issue.mutateAsync(draft.id).catch(() => null);
    if (issued || !document) void navigate(documentPath(draft.id), { replace: !document });
  }

  useHotkeys([['mod+S', () => void saveDraft(false)]], []);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void saveDraft(false);
      }}
      aria-label={document ? 'Edit the draft' : 'New document'}
    >
      <Stack gap="md">
        {failure ? (
          <StatusAlert kind="error">
            {errorText(failure, 'Could not save the document')}
          </StatusAlert>
        ) : null}
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <DocumentFields form={form} defaults={defaults} update={update} errorOf={errorOf} />
        </Paper>
        <LinesEditor
          lines={form.lines}
          amounts={amounts}
          currency={form.currency}
          setLines={setLines}
          errorOf={errorOf}
        />
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <ClosingFields form={form} update={update} errorOf={errorOf} />
        </Paper>
        <TotalsPanel
          totals={totals}
          currency={form.currency}
          gstRegistered={defaults.gstRegistered}
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {dirty ? 'Unsaved changes · ' : ''}Ctrl+S (⌘S on a Mac) saves the draft
          </Text>
          <Group gap="sm">
            <Button type="submit" variant="default" loading={save.isPending && !issue.isPending}>
              Save draft
            </Button>
            {mayIssue ? (
              <Button onClick={() => void saveDraft(true)} loading={issue.isPending}>
                Issue
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
      <UnsavedChanges dirty={unsaved} />
    </form>
  );
}
