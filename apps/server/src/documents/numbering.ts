import {
  DEFAULT_NUMBER_PADDING,
  formatDocumentNumber,
  NUMBERED_KINDS,
  type NumberedKind,
} from '@kira/core/numbering';
import { and, eq, sql } from 'drizzle-orm';
import { documentNumbering, documentSeries } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

/**
 * The next number of a kind, taken inside the issuing transaction: the series row is locked
 * until the transaction ends, so concurrent issues queue for it, and a transaction that rolls
 * back gives its number back. Numbers are therefore consecutive and never shared.
 */
export async function takeNumber(
  t: TenantTransaction,
  kind: NumberedKind,
): Promise<{ number: string; value: number }> {
  const [setting] = await t.tx
    .select()
    .from(documentNumbering)
    .where(and(t.owns(documentNumbering.tenantId), eq(documentNumbering.kind, kind)));
  const prefix = setting?.prefix ?? NUMBERED_KINDS.find((k) => k.value === kind)?.prefix ?? '';
  const padding = setting?.padding ?? DEFAULT_NUMBER_PADDING;
  await t.tx
    .insert(documentSeries)
    .values({ tenantId: t.ctx.tenantId, kind, prefix, nextNumber: 1 })
    .onConflictDoNothing();
  const [series] = await t.tx
    .update(documentSeries)
    .set({ nextNumber: sql`${documentSeries.nextNumber} + 1` })
    .where(
      and(
        t.owns(documentSeries.tenantId),
        eq(documentSeries.kind, kind),
        eq(documentSeries.prefix, prefix),
      ),
    )
    .returning({ next: documentSeries.nextNumber });
  if (!series) throw new Error(`No numbering series for ${kind}`);
  const value = series.next - 1;
  return { number: formatDocumentNumber(prefix, padding, value), value };
}
