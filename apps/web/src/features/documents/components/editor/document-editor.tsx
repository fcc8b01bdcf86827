import { todayInSingapore } from '@kira/core/calendar-dates';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyPart, useOpenedOnce } from '../../../../components/lazy-part.tsx';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../../lib/api/api-error.ts';
import { useContactTerms } from '../../api/contact-terms.ts';
import { useIssueDocument, useSaveDraft } from '../../api/save-document.ts';
import {
  createBody,
  type DocumentDefaults,
  type DocumentHead,
  discountOf,
  documentForm,
  formTotals,
  newDocumentForm,
  splitForm,
} from '../../document-form.ts';
import { documentPath } from '../../document-paths.ts';
import type { LineForm } from '../../line-form.ts';
import { carriedFailure, carryFailure } from './carried-failure.ts';
import { ClosingFields } from './closing-fields.tsx';
import { DocumentFields, type PaymentTerms } from './document-fields.tsx';
import { EditorActions } from './editor-actions.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { TotalsPanel } from './totals-panel.tsx';
import { UnsavedChanges } from './unsaved-changes.tsx';

// Fetched when first shown: the editor's first paint does not wait for them (docs/performance.md).
const AllocationsEditor = lazyPart(() =>
  import('./allocations-editor.tsx').then((m) => m.AllocationsEditor),
);
const SendDocumentModal = lazyPart(() =>
  import('../view/send-document-modal.tsx').then((m) => m.SendDocumentModal),
);

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
  const location = useLocation();
  // A refusal no call of this editor made: carried from the save that opened it, or the check
  // before issuing.
  const [refused, setRefused] = useState(() => carriedFailure(location.state));
  const [sending, setSending] = useState(false);
  const [start] = useState(() =>
    splitForm(
      document ? documentForm(document) : newDocumentForm(kind, todayInSingapore(), defaults),
    ),
  );
  // Two states: a keystroke in a line leaves the head as it was, so its fields do not render.
  const [head, setHead] = useState<DocumentHead>(start.head);
  const [lines, setLines] = useState<LineForm[]>(start.lines);
  const form = useMemo(() => ({ ...head, lines }), [head, lines]);
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(createBody(form)));
  const save = useSaveDraft();
  const issue = useIssueDocument();
  const failure = issue.error ?? save.error ?? refused;
  const errors = useMemo(() => fieldErrorsOf(failure), [failure]);
  const errorOf = useCallback((field: string) => errors[field], [errors]);
  const totals = useMemo(() => formTotals(form, defaults), [form, defaults]);
  const amounts = useMemo(() => totals?.lines.map((line) => line.amount), [totals]);
  const contactTerms = useContactTerms(kind === 'invoice' ? form.contact?.id : undefined);
  const termsDays = contactTerms.data;
  const terms = useMemo<PaymentTerms>(
    () =>
      typeof termsDays === 'number'
        ? { days: termsDays, from: 'contact' }
        : { days: defaults.paymentTermsDays, from: 'company' },
    [termsDays, defaults.paymentTermsDays],
  );
  const dirty = JSON.stringify(createBody(form)) !== savedBody;
  const busy = save.isPending || issue.isPending;
  const unsaved = useRef(false);
  unsaved.current = dirty && !busy;

  const update = useCallback(
    (change: Partial<DocumentHead>) =>
      setHead((h) => {
        // A receipt pays only its own contact's invoices, in its own currency: another contact
        // or currency, other allocations.
        const otherContact = 'contact' in change && change.contact?.id !== h.contact?.id;
        const otherCurrency =
          change.currency !== undefined &&
          change.currency.trim().toUpperCase() !== h.currency.trim().toUpperCase();
        const cleared = otherContact || otherCurrency ? { allocations: [] } : {};
        return { ...h, ...change, ...cleared };
      }),
    [],
  );
  const sendOpened = useOpenedOnce(sending);

  async function saveDraft(thenIssue: boolean) {
    if (busy) return;
    issue.reset();
    setRefused(null);
    if (thenIssue) {
      // Checked before saving: a new document that cannot be issued leaves no draft behind.
      const { issueRefusal } = await import('../../issue-check.ts');
      const refusal = issueRefusal(form);
      if (refusal) {
        save.reset();
        setRefused(refusal);
        return;
      }
    }
    const body = createBody(form);
    const draft = await save.mutateAsync({ id: document?.id, body }).catch(() => null);
    if (!draft) return;
    setSavedBody(JSON.stringify(body));
    unsaved.current = false;
    if (!thenIssue) {
      if (!document) void navigate(documentPath(draft.id), { replace: true });
      return;
    }
    let refusal: unknown = null;
    const issued = await issue.mutateAsync(draft.id).catch((error: unknown) => {
      refusal = error;
      return null;
    });
    if (issued) void navigate(documentPath(draft.id), { replace: !document });
    else if (!document)
      void navigate(documentPath(draft.id), { replace: true, state: carryFailure(refusal) });
  }

  useHotkeys([['mod+S', () => void saveDraft(false)]], []);
  // Stable for the memoized buttons: a keystroke renders the line and the totals, not them.
  const latestSave = useRef(saveDraft);
  latestSave.current = saveDraft;
  const issueNow = useCallback(() => void latestSave.current(true), []);
  const openSend = useCallback(() => setSending(true), []);
  const forgetChanges = useCallback(() => {
    unsaved.current = false;
  }, []);

  return (
    <>
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
          <DocumentFields
            form={head}
            defaults={defaults}
            terms={terms}
            update={update}
            errorOf={errorOf}
          />
          <LinesEditor
            lines={lines}
            amounts={amounts}
            currency={head.currency}
            setLines={setLines}
            errorOf={errorOf}
          />
          {kind === 'receipt' ? (
            <AllocationsEditor
              form={head}
              receiptTotal={totals?.payable ?? null}
              update={update}
              errorOf={errorOf}
            />
          ) : null}
          <ClosingFields
            discountKind={head.discountKind}
            discountValue={head.discountValue}
            notes={head.notes}
            terms={head.terms}
            isCredit={kind === 'credit'}
            update={update}
            errorOf={errorOf}
          />
          <TotalsPanel
            totals={totals}
            currency={head.currency}
            gstRegistered={defaults.gstRegistered}
            pricesIncludeGst={head.pricesIncludeGst}
            discountGiven={discountOf(head.discountKind, head.discountValue)}
          />
          <EditorActions
            document={document}
            dirty={dirty}
            saving={save.isPending}
            issuing={issue.isPending}
            mayIssue={mayIssue}
            onIssue={issueNow}
            onSend={openSend}
            onDeleted={forgetChanges}
          />
        </Stack>
        <UnsavedChanges dirty={unsaved} />
      </form>
      {/* Outside the editor's form: a portal's submit would bubble to it through React. */}
      {document?.abilities.send && sendOpened ? (
        <SendDocumentModal
          document={document}
          opened={sending}
          onClose={() => setSending(false)}
          onSent={() => setSending(false)}
        />
      ) : null}
    </>
  );
}
