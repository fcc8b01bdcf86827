import type { AuditEntry } from '@kira/core/companies-api';
import type {
  DocumentHistory,
  DocumentHistoryEntry,
  DocumentHistoryQuery,
} from '@kira/core/document-history';
import { decideDocument } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { auditEntries } from '../../audit/audit-page.ts';
import { auditLog } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { readDocumentFacts } from '../store/document-facts.ts';

/**
 * A document's entries in the audit trail, newest first, for whoever may read the document
 * (the trail as a whole is the administrator's).
 */
export async function documentHistory(
  access: RequestAccess,
  id: string,
  query: DocumentHistoryQuery,
): Promise<DocumentHistory> {
  const facts = await readDocumentFacts(access.scope.statements, id);
  if (!facts) throw new AppError('NOT_FOUND', `No document ${id}`);
  enforce(decideDocument(access, facts, 'read'));
  const ofDocument = and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, id));
  const page = await auditEntries(access.scope, ofDocument, query);
  return { items: page.items.map(historyEntryOf), nextCursor: page.nextCursor };
}

function historyEntryOf(entry: AuditEntry): DocumentHistoryEntry {
  return {
    id: entry.id,
    at: entry.occurredAt,
    action: entry.action,
    by:
      entry.actor && entry.userUid !== null ? { id: entry.userUid, name: entry.actor.name } : null,
    changes: { before: entry.before, after: entry.after },
  };
}
