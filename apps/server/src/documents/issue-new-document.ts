import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { and, eq } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { numericText } from '../db/numeric-text.ts';
import { documents } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { issueRetried, issueWithin } from './use-cases/issue.ts';
import { insertDraft } from './use-cases/new-draft.ts';

/**
 * A document written and issued in the caller's transaction, through the one road to issue (a
 * payment's receipt, a refund from a contact's page): the draft with its audit entry, then its
 * issue, where `moneyEvent` moves its money. The caller retries as `issueNewRetried` says.
 */
export async function issueNewDocument(
  access: RequestAccess,
  t: TenantTransaction,
  input: CreateDocument,
  auditAction: string,
  received: { sgdReceived?: string | undefined } = {},
): Promise<DocumentRecord> {
  const draft = await insertDraft(t, input, null, auditAction);
  // A payment in another currency received in SGD keeps what was received: before its issue,
  // which moves its money.
  if (received.sgdReceived)
    await t.tx
      .update(documents)
      .set({ sgdReceived: numericText(received.sgdReceived, documents.sgdReceived) })
      .where(and(t.owns(documents.tenantId), eq(documents.id, draft.id)));
  return issueWithin(access, t, draft.id);
}

export const issueNewRetried = issueRetried;
