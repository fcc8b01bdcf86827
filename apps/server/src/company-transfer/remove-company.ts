import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  companies,
  customerMonths,
  documents,
  idempotencyKeys,
  invites,
  memberships,
  moneyMonths,
  subscriptionChanges,
} from '../db/schema/index.ts';
import { ARCHIVE_TABLE_DEFS } from './archive-tables.ts';

/**
 * Removes a company an import began and did not finish, with its files: nothing of a refused
 * or failed archive stays. Only ever for a company still importing (its members come last).
 */
export async function removeImportedCompany(
  db: Database,
  dataDir: string,
  tenantId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ importingUntil: companies.importingUntil })
      .from(companies)
      .where(eq(companies.tenantId, tenantId))
      .for('update');
    if (!company?.importingUntil) return;
    // The mails kept for its sends are its own: they go with them.
    for (const sends of ['document_sends', 'statement_sends'])
      await tx.execute(
        sql`with gone as (delete from ${sql.identifier(sends)} where tenant_id = ${tenantId} returning mail_id) delete from mail_outbox where id in (select mail_id from gone)`,
      );
    await tx.update(documents).set({ sourceId: null }).where(eq(documents.tenantId, tenantId));
    for (const def of [...ARCHIVE_TABLE_DEFS].reverse())
      await tx.delete(def.table).where(eq(def.tenant, tenantId));
    // The month sums its documents' removal left at zero (kept by the database, not archived).
    for (const table of [
      moneyMonths,
      customerMonths,
      memberships,
      invites,
      subscriptionChanges,
      idempotencyKeys,
    ])
      await tx.delete(table).where(eq(table.tenantId, tenantId));
    await tx.delete(companies).where(eq(companies.tenantId, tenantId));
  });
  await rm(join(dataDir, 'attachments', tenantId), { recursive: true, force: true });
  await rm(join(dataDir, 'logos', tenantId), { recursive: true, force: true });
}

/** Companies whose import's process died mid-way (their lease ran out): removed. */
export async function removeAbandonedImports(db: Database, dataDir: string): Promise<void> {
  const abandoned = await db
    .select({ tenantId: companies.tenantId })
    .from(companies)
    .where(and(isNotNull(companies.importingUntil), lt(companies.importingUntil, new Date())));
  for (const { tenantId } of abandoned) await removeImportedCompany(db, dataDir, tenantId);
}
