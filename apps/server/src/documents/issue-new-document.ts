import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import type { RequestAccess } from '../access/load-access.ts';
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
  const draft = await insertDraft(t, input, null, auditAction, null, received.sgdReceived);
  return issueWithin(access, t, draft.id);
}

export const issueNewRetried = issueRetried;
