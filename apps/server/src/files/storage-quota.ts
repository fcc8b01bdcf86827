import { sql } from 'drizzle-orm';
import { companies, documentAttachments } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

async function usedBytes(s: TenantSession): Promise<number> {
  const [row] = await s.tx
    .select({ used: sql<string>`coalesce(sum(${documentAttachments.size}), 0)` })
    .from(documentAttachments)
    .where(s.owns(documentAttachments.tenantId));
  return Number(row?.used ?? 0);
}

function refuseBeyond(used: number, adding: number, quotaBytes: number): void {
  if (used + adding <= quotaBytes) return;
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    `This company's attachments may take ${megabytes(quotaBytes)} in all, and ${megabytes(used)} are used: a file of ${megabytes(adding)} does not fit. Remove attachments you no longer need.`,
  );
}

/** Refuses a file that cannot fit, before it is written anywhere (read without a lock). */
export async function checkStorageQuota(s: TenantSession, adding: number, quotaBytes: number) {
  refuseBeyond(await usedBytes(s), adding, quotaBytes);
}

/**
 * The quota's word that counts, in the transaction that adds the file's row: the company's row
 * is locked first, so two uploads of one company (on any server process) are counted one after
 * the other and can never both take the last megabytes.
 */
export async function holdStorageQuota(t: TenantTransaction, adding: number, quotaBytes: number) {
  await t.tx
    .select({ tenantId: companies.tenantId })
    .from(companies)
    .where(t.owns(companies.tenantId))
    .for('update');
  refuseBeyond(await usedBytes(t), adding, quotaBytes);
}
