import type { NumberedKind } from '@kira/core/numbering';
import { and, eq, sql } from 'drizzle-orm';
import { documentSeries, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import type { DocumentRow } from './document-rows.ts';

/**
 * Takes the next value of a kind's number series (per prefix). Its row stays locked until
 * the transaction ends: concurrent issues of the kind queue here, so numbers are consecutive
 * and never shared, and a rollback gives the value back. Take it as late as the transaction
 * allows, so the lock is held for the fewest statements.
 */
export async function takeNextNumber(
  t: TenantTransaction,
  kind: NumberedKind,
  prefix: string,
): Promise<number> {
  const [taken] = await t.tx
    .insert(documentSeries)
    .values({ tenantId: t.ctx.tenantId, kind, prefix, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [documentSeries.tenantId, documentSeries.kind, documentSeries.prefix],
      set: { nextNumber: sql`${documentSeries.nextNumber} + 1` },
    })
    .returning({ value: sql<string | number>`${documentSeries.nextNumber} - 1` });
  if (!taken) throw new Error('The number series gave no value');
  // At most MAX_DOCUMENT_NUMBER, which a driver may give as text.
  return Number(taken.value);
}

/** Writes what issuing changes of a document's row. */
export async function writeIssuedRow(t: TenantTransaction, issued: DocumentRow): Promise<void> {
  await t.tx
    .update(documents)
    .set({
      status: issued.status,
      number: issued.number,
      numberValue: issued.numberValue,
      contactSnapshot: issued.contactSnapshot,
      dueDate: issued.dueDate,
      searchText: issued.searchText,
      issuedAt: issued.issuedAt,
      issuedBy: issued.issuedBy,
      updatedAt: issued.updatedAt,
      updatedBy: issued.updatedBy,
    })
    .where(and(t.owns(documents.tenantId), eq(documents.id, issued.id)));
}
