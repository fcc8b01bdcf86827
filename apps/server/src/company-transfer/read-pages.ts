import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { TableInArchive } from './archive-tables.ts';

const PAGE = 1000;

/**
 * A company's rows of one table, a page at a time in key order: each page continues after the
 * last key of the one before, so a page costs the same wherever it is in a large table.
 */
export async function* tablePages(
  tx: Transaction,
  def: TableInArchive,
  tenantId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const keyNames = def.key.map((column) => keyOf(def, column.name));
  let after: unknown[] | null = null;
  for (;;) {
    const conditions: SQL[] = [eq(def.tenant, tenantId)];
    if (after) {
      const keys = sql.join(def.key, sql`, `);
      const values = sql.join(
        after.map((value) => sql`${value}`),
        sql`, `,
      );
      conditions.push(sql`(${keys}) > (${values})`);
    }
    const page = (await tx
      .select()
      .from(def.table)
      .where(and(...conditions))
      .orderBy(...def.key)
      .limit(PAGE)) as Record<string, unknown>[];
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    const last = page[page.length - 1] as Record<string, unknown>;
    after = keyNames.map((name) => last[name]);
  }
}

/** The schema's property name of a column (the rows drizzle gives are keyed by it). */
function keyOf(def: TableInArchive, columnName: string): string {
  const found = Object.entries(getTableColumns(def.table)).find(
    ([, column]) => column.name === columnName,
  );
  if (!found) throw new Error(`No column ${columnName} in ${def.name}`);
  return found[0];
}

/** What became of the mails that carried a page of sends, by mail id. */
export async function deliveriesOf(tx: Transaction, mailIds: number[]) {
  if (mailIds.length === 0) return new Map<number, Delivery>();
  const rows = await tx
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      error: mailOutbox.error,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, mailIds));
  return new Map(
    rows.map((row) => [
      row.id,
      { status: row.status, error: row.error, sentAt: row.sentAt?.toISOString() ?? null },
    ]),
  );
}

export interface Delivery {
  status: string;
  error: string | null;
  sentAt: string | null;
}
