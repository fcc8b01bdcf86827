import { DOCUMENT_KINDS, type DocumentKind } from '@kira/core/document-lifecycle';
import { useParams, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useDocumentDefaults } from '../api/document-defaults.ts';
import { useDocument } from '../api/get-document.ts';
import { DocumentEditor } from '../components/editor/document-editor.tsx';
import { KindPicker } from '../components/editor/kind-picker.tsx';
import { IssuedDocument } from '../components/view/issued-document.tsx';
import { kindLabel } from '../document-labels.ts';

const KINDS = new Set<string>(DOCUMENT_KINDS.map((kind) => kind.value));

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
        </>
      ) : null}
      {document && !editing ? <IssuedDocument document={document} /> : null}
    </PageShell>
  );
}
