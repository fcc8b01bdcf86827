import type { DocumentRecord } from '@kira/core/documents';
import { decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { AppError } from '../../http/app-error.ts';
import type { DocumentRow } from '../store/document-rows.ts';
import { readDocument } from '../store/read-document.ts';
import { loadDocument } from './load-document.ts';

/** One document with its lines, amounts and chain, for whoever may read its kind. */
export async function getDocument(access: RequestAccess, id: string): Promise<DocumentRecord> {
  return (await getDocumentAndRow(access, id)).document;
}

/** `getDocument`, with the row it was composed from (what the API does not show: its snapshots). */
export async function getDocumentAndRow(
  access: RequestAccess,
  id: string,
): Promise<{ row: DocumentRow; document: DocumentRecord }> {
  const t = access.scope.statements;
  const found = await readDocument(t, id);
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  enforce(decideDocument(access, found.row, 'read'));
  return { row: found.row, document: await loadDocument(t, found.row, found.own) };
}
