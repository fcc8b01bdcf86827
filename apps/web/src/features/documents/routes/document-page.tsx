import { DOCUMENT_KINDS, type DocumentKind, kindLabel } from '@kira/core/document-lifecycle';
import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { askForOpenedPage } from '../api/ask-for-opened-page.ts';
import { useDocumentDefaults } from '../api/document-defaults.ts';
import { useDocument } from '../api/get-document.ts';
import { DocumentEditor } from '../components/editor/document-editor.tsx';

// The editor comes with the page; the rest is fetched when shown (docs/performance.md, the
// document editor): a new invoice's first paint does not wait for the read view's code.
const KindPicker = lazyPart(() =>
  import('../components/editor/kind-picker.tsx').then((m) => m.KindPicker),
);
const IssuedDocument = lazyPart(() =>
  import('../components/view/issued-document.tsx').then((m) => m.IssuedDocument),
);
const DocumentChain = lazyPart(() =>
  import('../components/view/document-chain.tsx').then((m) => m.DocumentChain),
);
const DocumentAttachments = lazyPart(() =>
  import('../components/view/document-attachments.tsx').then((m) => m.DocumentAttachments),
);
const DocumentHistory = lazyPart(() =>
  import('../components/view/document-history.tsx').then((m) => m.DocumentHistory),
);

const KINDS = new Set<string>(DOCUMENT_KINDS.map((kind) => kind.value));

// As this code arrives, not once React shows the page: up to 300 ms sooner (early-answers.ts).
if (typeof window !== 'undefined') askForOpenedPage(window.location);

/**
 * /document/ (titled Add a Document): what to make, or with `?kind=` that kind's editor;
 * /document/{id}: a draft in the editor, an issued document in its read view.
 */
export function DocumentPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') ?? '';
  if (id) return <ExistingDocument id={id} />;
  if (KINDS.has(kind)) return <NewDocument key={kind} kind={kind as DocumentKind} />;
  return (
    <PageShell size="lg" title="Add a Document" lead="What would you like to make?">
      <KindPicker />
    </PageShell>
  );
}

function NewDocument({ kind }: { kind: DocumentKind }) {
  const defaults = useDocumentDefaults(kind);
  return (
    <PageShell size="lg" title="Add a Document" lead={`A new ${kindLabel(kind).toLowerCase()}`}>
      <QueryStatus query={defaults} failureText="Could not start a new document" />
      {defaults.data ? <DocumentEditor kind={kind} defaults={defaults.data} mayIssue /> : null}
    </PageShell>
  );
}

function ExistingDocument({ id }: { id: string }) {
  const query = useDocument(id);
  const document = query.data;
  const editing = document?.status === 'draft' && document.abilities.edit;
  const defaults = useDocumentDefaults(editing ? document.kind : undefined);
  const title = document
    ? document.number
      ? `${kindLabel(document.kind)} ${document.number}`
      : `${kindLabel(document.kind)} (draft)`
    : 'Document';
  return (
    <PageShell size="lg" title={title}>
      <QueryStatus query={query} failureText="Could not load the document" />
      {document && editing ? (
        <>
          <QueryStatus query={defaults} failureText="Could not load the company's defaults" />
          {defaults.data ? (
            <DocumentEditor
              key={document.id}
              document={document}
              kind={document.kind}
              defaults={defaults.data}
              mayIssue={document.abilities.issue}
            />
          ) : null}
          {/* A draft has its source, its files (an expense's receipt) and its history too. */}
          <Stack gap="lg" mt="lg">
            <DocumentChain document={document} />
            <DocumentAttachments document={document} />
            <DocumentHistory document={document} />
          </Stack>
        </>
      ) : null}
      {document && !editing ? <IssuedDocument document={document} /> : null}
    </PageShell>
  );
}
