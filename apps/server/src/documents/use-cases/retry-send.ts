import type { DocumentRecord } from '@kira/core/documents';
import { decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { readDocumentFacts } from '../store/document-facts.ts';
import { mailOfSend } from '../store/send-rows.ts';
import { loadFresh } from './load-document.ts';

/**
 * Puts a send whose mail was given up back in the outbox's queue, with a new day of retries.
 * A mail still on its way, delivered, or kept without SMTP is left as it is (409).
 */
export async function retrySend(
  access: RequestAccess,
  id: string,
  sendId: string,
  { mailer, limits }: { mailer: Mailer; limits: RateLimits },
): Promise<DocumentRecord> {
  // The document is read in the transaction: under an Idempotency-Key, the answer is kept with it.
  const document = await access.scope.transaction(async (t) => {
    const facts = await readDocumentFacts(t, id);
    if (!facts) throw new AppError('NOT_FOUND', `No document ${id}`);
    enforce(decideDocument(access, facts, 'send'));
    const mailId = await mailOfSend(t, id, sendId);
    if (mailId === undefined) throw new AppError('NOT_FOUND', `No send ${sendId} of this document`);
    // A send again: its recipients were counted when it was first sent.
    await limits.documentSend(access.userId, access.tenantId, 0, t.tx);
    if (!(await mailer.retryIn(t.tx, mailId)))
      throw new AppError('CONFLICT', 'Only a mail that could not be delivered can be sent again.');
    await recordAudit(t, {
      entity: 'document',
      entityId: id,
      action: 'retry-send',
      after: { send: sendId },
    });
    return loadFresh(t, id);
  });
  mailer.queued();
  return document;
}
