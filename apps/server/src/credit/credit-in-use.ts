import type { CreditInUse } from '@kira/core/credit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditUses, documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

const spentBy = alias(documents, 'spent_by');

/**
 * What still spends a receipt's or credit note's credit (its `credit_uses` not undone): each
 * refund by its number, each application with its invoices' numbers. Empty: nothing to undo.
 */
export async function creditInUseOf(t: TenantSession, sourceId: string): Promise<CreditInUse[]> {
  const rows = await t.tx
    .select({
      applicationId: creditUses.applicationId,
      refundId: creditUses.refundId,
      number: spentBy.number,
    })
    .from(creditUses)
    .leftJoin(
      spentBy,
      and(
        eq(spentBy.tenantId, creditUses.tenantId),
        eq(spentBy.id, sql`coalesce(${creditUses.refundId}, ${creditUses.invoiceId})`),
      ),
    )
    .where(
      and(
        t.owns(creditUses.tenantId),
        eq(creditUses.sourceId, sourceId),
        isNull(creditUses.undoneAt),
      ),
    )
    .orderBy(creditUses.createdAt, creditUses.id);
  const uses: CreditInUse[] = [];
  for (const row of rows) {
    const name = row.number ?? row.refundId ?? '';
    if (row.refundId) {
      if (!uses.some((use) => 'refundNumber' in use && use.refundNumber === name))
        uses.push({ refundNumber: name });
      continue;
    }
    const applicationId = row.applicationId ?? '';
    const known = uses.find((use) => 'applicationId' in use && use.applicationId === applicationId);
    if (known && 'applicationId' in known) known.invoiceNumbers = [...known.invoiceNumbers, name];
    else uses.push({ applicationId, invoiceNumbers: [name] });
  }
  return uses;
}
