import {
  DEFAULT_NUMBER_PADDING,
  formatDocumentNumber,
  NUMBERED_KINDS,
  type NumberedKind,
} from '@kira/core/numbering';
import { sql } from 'drizzle-orm';
import { documentSeries } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export interface Numbering {
  prefix: string;
  padding: number;
}

/** How a kind's numbers look: the company's setting, or the kind's own defaults. */
export function numberingFrom(
  kind: NumberedKind,
  setting: { prefix: string | null; padding: number | null } | null,
): Numbering {
  return {
    prefix: setting?.prefix ?? NUMBERED_KINDS.find((k) => k.value === kind)?.prefix ?? '',
    padding: setting?.padding ?? DEFAULT_NUMBER_PADDING,
  };
}

/**
 * The next number of a kind, taken inside the issuing transaction: the series row is locked
 * until the transaction ends, so concurrent issues queue for it, and a transaction that rolls
 * back gives its number back. Numbers are therefore consecutive and never shared. The lock
 * is held from here to the commit, so callers take the number as late as they can.
 */
export async function takeNumber(
  t: TenantTransaction,
  kind: NumberedKind,
  { prefix, padding }: Numbering,
): Promise<{ number: string; value: number }> {
  // One statement: the series starts at 1 (the first number taken) or moves on by one.
  const [series] = await t.tx
    .insert(documentSeries)
    .values({ tenantId: t.ctx.tenantId, kind, prefix, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [documentSeries.tenantId, documentSeries.kind, documentSeries.prefix],
      set: { nextNumber: sql`${documentSeries.nextNumber} + 1` },
    })
    .returning({ next: documentSeries.nextNumber });
  if (!series) throw new Error(`No numbering series for ${kind}`);
  const value = series.next - 1;
  return { number: formatDocumentNumber(prefix, padding, value), value };
}
