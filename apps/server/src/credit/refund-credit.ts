import { creditAvailable, spendOldestFirst } from '@kira/core/credit';
import { addMoney, formatMoney, subtractMoney } from '@kira/core/money';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { creditUses, documents } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

type DocumentRow = typeof documents.$inferSelect;

import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';
import { lockCreditSources, writeSettled } from './credit-sources.ts';

/**
 * A refund's issue (from `moneyEvent`): it pays its amount out of its contact's credit in its
 * currency, taken from the receipts and credit notes oldest first, each use a `credit_uses` row
 * naming the refund. More than the credit: 409, naming what there is. Its `settled` becomes
 * its whole amount (nothing of it is left to pay out).
 */
export async function spendCreditOnRefund(
  t: TenantTransaction,
  refund: DocumentRow,
): Promise<string> {
  if (!refund.contactId) throw new AppError('VALIDATION_FAILED', 'A refund is made to a contact.');
  const sources = await lockCreditSources(t, refund.contactId, refund.currency);
  const parts = spendOldestFirst(sources, refund.payable);
  if (!parts) {
    const message = `The refund (${refund.currency} ${refund.payable}) is more than the credit available (${refund.currency} ${creditAvailable(sources)}).`;
    throw new AppError('CONFLICT', message, [{ field: 'amount', message }]);
  }
  for (const part of parts) {
    const source = sources.find((s) => s.id === part.sourceId);
    if (!source) continue;
    await writeSettled(t, source.id, addMoney(source.settled, part.amount));
  }
  if (parts.length > 0)
    await t.tx.insert(creditUses).values(
      parts.map((part) => ({
        tenantId: t.ctx.tenantId,
        id: ids.next('credit-use'),
        contactId: refund.contactId as string,
        sourceId: part.sourceId,
        refundId: refund.id,
        currency: refund.currency,
        amount: part.amount,
        usedOn: refund.issueDate,
        createdBy: t.ctx.userId,
      })),
    );
  return formatMoney(refund.payable);
}

/**
 * A refund's void (from `moneyEvent`): the credit it spent goes back to its sources, its
 * `credit_uses` rows kept, marked undone. Its `settled` becomes 0.
 */
export async function giveBackRefundedCredit(
  t: TenantTransaction,
  refund: DocumentRow,
): Promise<string> {
  const uses = await t.tx
    .select()
    .from(creditUses)
    .where(
      and(
        t.owns(creditUses.tenantId),
        eq(creditUses.refundId, refund.id),
        isNull(creditUses.undoneAt),
      ),
    )
    .orderBy(creditUses.sourceId)
    .for('update');
  if (uses.length === 0) return '0.00';
  const sources = await t.tx
    .select({ id: documents.id, settled: documents.settled })
    .from(documents)
    .where(
      and(
        t.owns(documents.tenantId),
        inArray(
          documents.id,
          uses.map((use) => use.sourceId),
        ),
      ),
    )
    .orderBy(documents.id)
    .for('update');
  const settled = new Map(sources.map((s) => [s.id, s.settled]));
  for (const use of uses) {
    const before = settled.get(use.sourceId) ?? '0';
    settled.set(
      use.sourceId,
      await writeSettled(t, use.sourceId, subtractMoney(before, use.amount)),
    );
  }
  await t.tx
    .update(creditUses)
    .set({ undoneAt: new Date(), undoneBy: t.ctx.userId })
    .where(
      and(
        t.owns(creditUses.tenantId),
        eq(creditUses.refundId, refund.id),
        isNull(creditUses.undoneAt),
      ),
    );
  return '0.00';
}
