import { DOCUMENT_KINDS, documentActions, kindLabel } from '@kira/core/document-lifecycle';
import { MSG_READ_ONLY_COMPANY } from '@kira/core/permissions';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { ListActions } from '../../../components/list/list-actions.tsx';
import { ListPageShell } from '../../../components/list/list-page-shell.tsx';
import { ListResults } from '../../../components/list/list-results.tsx';
import { apiLink } from '../../../lib/api/client.ts';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useListParams } from '../../../lib/listing/use-list-params.ts';
import { useDocumentSums, useDocuments } from '../api/list-documents.ts';
import { DocumentFilters } from '../components/document-filters.tsx';
import { DocumentSumsLine } from '../components/document-sums.tsx';
import { DocumentsTable } from '../components/documents-table.tsx';
import { SelectedPdfs } from '../components/selected-pdfs.tsx';
import { kindPlural } from '../document-labels.ts';
import {
  DOCUMENTS_PAGE_SIZE,
  documentListApiQuery,
  documentListFiltered,
  documentListFromParams,
  documentListToParams,
} from '../document-list-params.ts';
import { newDocumentPath } from '../document-paths.ts';

/** /documents?kind=invoice: one kind's documents, searched, filtered, sorted and paged. */
export function DocumentsPage() {
  const { company, abilities } = useAuthContext();
  const [state, update] = useListParams(documentListFromParams, documentListToParams);
  const readable = DOCUMENT_KINDS.filter((k) => allows(abilities, documentActions(k.value).read));
  const mayRead = allows(abilities, documentActions(state.kind).read);
  const mayCreate = allows(abilities, documentActions(state.kind).write);
  const query = useDocuments(state);
  const sums = useDocumentSums(state);
  const contactName = query.data?.items.find((d) => d.contactId === state.contactId)?.contactName;
  const label = kindLabel(state.kind);
  // Documents ticked for their PDFs, across pages and filters, forgotten with another kind.
  const [ticked, setTicked] = useState({ kind: state.kind, ids: new Set<string>() });
  const selected = ticked.kind === state.kind ? ticked.ids : new Set<string>();
  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setTicked({ kind: state.kind, ids: next });
  };

  return (
    <ListPageShell
      title={kindPlural(state.kind)}
      lead="Every document of a kind: drafts, issued and settled, with what is still owed."
      testId="documents-page"
      readOnly={company?.isReadOnly === true && !mayCreate}
      actions={
        <ListActions
          create={{ label: `New ${label.toLowerCase()}`, to: newDocumentPath(state.kind) }}
          canCreate={mayCreate}
          exportUrl={apiLink(
            '/api/documents/export.csv',
            documentListApiQuery(state, { every: true, sorted: true }),
          )}
        />
      }
      filters={
        <DocumentFilters
          state={state}
          kinds={readable.map((k) => k.value)}
          contactName={contactName ?? ''}
          onChange={update}
        />
      }
    >
      {!mayRead ? (
        <Text role="status">
          {company?.isReadOnly
            ? MSG_READ_ONLY_COMPANY
            : `You have no access to ${kindPlural(state.kind).toLowerCase()}.`}
        </Text>
      ) : null}
      {sums.data ? <DocumentSumsLine kind={state.kind} sums={sums.data} /> : null}
      {selected.size > 0 ? (
        <SelectedPdfs
          ids={[...selected]}
          onClear={() => setTicked({ kind: state.kind, ids: new Set() })}
        />
      ) : null}
      <ListResults
        query={query}
        failureText="Could not load the documents"
        empty={{
          testId: 'documents-empty',
          text: documentListFiltered(state)
            ? 'No documents match these filters.'
            : `No ${kindPlural(state.kind).toLowerCase()} yet.`,
        }}
        page={state.page}
        pageSize={DOCUMENTS_PAGE_SIZE}
        noun={[label.toLowerCase(), kindPlural(state.kind).toLowerCase()]}
        onPage={(page) => update({ page })}
      >
        {(documents) => (
          <DocumentsTable
            documents={documents}
            sort={state.sort}
            onSort={(sort) => update({ sort })}
            owed={state.kind === 'invoice'}
            selected={selected}
            onSelect={select}
          />
        )}
      </ListResults>
    </ListPageShell>
  );
}
