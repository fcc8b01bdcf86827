import { decideDocument } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { refusedWhileReferenced } from '../../db/foreign-key.ts';
import { documents } from '../../db/schema/index.ts';
import { auditedDocument } from '../compose/audited-document.ts';
import { lockDocumentWithParts } from '../store/read-document.ts';
import { removeAttachmentFiles } from './attachments.ts';
import { loadDocument } from './load-document.ts';

/**
 * Deletes a draft (a document with a number is voided instead), then its attachments' files:
 * after the commit, so a refused or failed delete keeps every file its draft still names.
 */
export async function deleteDraft(
  access: RequestAccess,
  dataDir: string,
  id: string,
): Promise<void> {
  const storedAs = await refusedWhileReferenced('Other documents refer to this draft.', () =>
    access.scope.transaction(async (t) => {
      const { row, own } = await lockDocumentWithParts(t, id);
      enforce(decideDocument(access, row, 'delete'));
      const before = await loadDocument(t, row, own);
      await t.tx.delete(documents).where(and(t.owns(documents.tenantId), eq(documents.id, id)));
      await recordAudit(t, {
        entity: 'document',
        entityId: id,
        action: 'delete',
        before: auditedDocument(before),
      });
      return own.attachments.map((attachment) => attachment.storedAs);
    }),
  );
  await removeAttachmentFiles(dataDir, access.tenantId, storedAs);
}
