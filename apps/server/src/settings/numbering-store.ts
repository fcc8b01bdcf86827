import type { NumberingEntry } from '@kira/core/companies-api';
import {
  DEFAULT_NUMBER_PADDING,
  formatDocumentNumber,
  NUMBERED_KINDS,
  type NumberedKind,
  type Numbering,
} from '@kira/core/numbering';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { documentNumbering, documentSeries } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

/** A new company's numbering: each kind with its default prefix, starting at 1. */
export async function seedNumbering(t: TenantTransaction): Promise<void> {
  const tenantId = t.ctx.tenantId;
  await t.tx
    .insert(documentNumbering)
    .values(
      NUMBERED_KINDS.map((k) => ({
        tenantId,
        kind: k.value,
        prefix: k.prefix,
        padding: DEFAULT_NUMBER_PADDING,
      })),
    )
    .onConflictDoNothing();
  await t.tx
    .insert(documentSeries)
    .values(
      NUMBERED_KINDS.map((k) => ({ tenantId, kind: k.value, prefix: k.prefix, nextNumber: 1 })),
    )
    .onConflictDoNothing();
}

/** Where a series stands: 1 for a prefix this kind never used. */
export async function seriesNext(
  t: TenantTransaction,
  kind: NumberedKind,
  prefix: string,
): Promise<number> {
  const [series] = await t.tx
    .select({ nextNumber: documentSeries.nextNumber })
    .from(documentSeries)
    .where(
      and(
        t.owns(documentSeries.tenantId),
        eq(documentSeries.kind, kind),
        eq(documentSeries.prefix, prefix),
      ),
    );
  return series?.nextNumber ?? 1;
}

/** Every numbered kind's prefix, padding and next number, in the order of NUMBERED_KINDS. */
export async function readNumbering(
  db: Database | Transaction,
  owns: TenantTransaction['owns'],
): Promise<NumberingEntry[]> {
  const settings = await db
    .select()
    .from(documentNumbering)
    .where(owns(documentNumbering.tenantId));
  const series = await db.select().from(documentSeries).where(owns(documentSeries.tenantId));
  return NUMBERED_KINDS.map((k) => {
    const found = settings.find((row) => row.kind === k.value);
    const prefix = found?.prefix ?? k.prefix;
    const padding = found?.padding ?? DEFAULT_NUMBER_PADDING;
    const nextNumber =
      series.find((row) => row.kind === k.value && row.prefix === prefix)?.nextNumber ?? 1;
    return {
      kind: k.value,
      label: k.label,
      prefix,
      padding,
      nextNumber,
      preview: formatDocumentNumber(prefix, padding, nextNumber),
    };
  });
}

/** Stores a kind's numbering as decided: its prefix and padding, and its series' next number. */
export async function writeNumbering(
  t: TenantTransaction,
  kind: NumberedKind,
  numbering: Numbering,
): Promise<void> {
  const tenantId = t.ctx.tenantId;
  await t.tx
    .insert(documentNumbering)
    .values({ tenantId, kind, prefix: numbering.prefix, padding: numbering.padding })
    .onConflictDoUpdate({
      target: [documentNumbering.tenantId, documentNumbering.kind],
      set: { prefix: numbering.prefix, padding: numbering.padding },
    });
  await t.tx
    .insert(documentSeries)
    .values({ tenantId, kind, prefix: numbering.prefix, nextNumber: numbering.nextNumber })
    .onConflictDoUpdate({
      target: [documentSeries.tenantId, documentSeries.kind, documentSeries.prefix],
      set: { nextNumber: numbering.nextNumber },
    });
}
