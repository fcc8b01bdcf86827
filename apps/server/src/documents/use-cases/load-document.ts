import type { DocumentRecord } from '@kira/core/documents';
import type { TenantSession, TenantTransaction } from '../../db/tenant-scope.ts';
import { composeDocument } from '../compose/compose-document.ts';
import type { DocumentRow, OwnParts } from '../store/document-rows.ts';
import { loadParts, lockDocumentWithParts } from '../store/read-document.ts';

/** The document the API shows, from its row and own parts and the documents it links. */
export async function loadDocument(
  t: TenantSession,
  row: DocumentRow,
  own: OwnParts,
): Promise<DocumentRecord> {
  return composeDocument(row, await loadParts(t, row, own));
}

/** The document as it now stands, its row locked until the transaction ends. */
export async function loadFresh(t: TenantTransaction, id: string): Promise<DocumentRecord> {
  const { row, own } = await lockDocumentWithParts(t, id);
  return loadDocument(t, row, own);
}
