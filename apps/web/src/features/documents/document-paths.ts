import type { DocumentKind } from '@kira/core/document-lifecycle';

/** A document's own page: its editor while it is a draft, its read view once issued. */
export function documentPath(id: string): string {
  return `/document/${id}`;
}

/** The editor of a new document of a kind (`/document/?kind=invoice`). */
export function newDocumentPath(kind?: DocumentKind): string {
  return kind ? `/document/?kind=${kind}` : '/document/';
}

/** A kind's list, with more filters when asked (`/documents?kind=invoice&contactId=...`). */
export function documentsPath(kind: DocumentKind, filters: Record<string, string> = {}): string {
  return `/documents?${new URLSearchParams({ kind, ...filters }).toString()}`;
}
