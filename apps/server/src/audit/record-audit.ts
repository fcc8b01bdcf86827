import { type AuditRecord, diffRecords, hasChanges } from '@kira/core/audit-diff';
import { auditLog } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: string;
  before?: AuditRecord | null;
  after?: AuditRecord | null;
}

/**
 * Records one change in the audit log, inside the use case's own transaction, so the change
 * and its record commit or roll back together. An update that changed nothing writes nothing.
 * Returns whether a row was written.
 */
export async function recordAudit(t: TenantTransaction, entry: AuditEntry): Promise<boolean> {
  const row = auditRow(t, entry);
  if (!row) return false;
  await t.tx.insert(auditLog).values(row);
  return true;
}

/**
 * The audit log's row for an entry, as it will be stored, for a use case that writes it in
 * its own statement; null when nothing changed.
 */
export function auditRow(t: TenantSession, entry: AuditEntry) {
  const change = storedChange(entry);
  if (!change) return null;
  return {
    tenantId: t.ctx.tenantId,
    userId: t.ctx.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    ...change,
  };
}

/** What an entry records, as it will be stored; null when nothing changed. */
export function storedChange(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const change = diffRecords(entry.before ?? null, entry.after ?? null);
  if (!hasChanges(change)) return null;
  return { before: toJson(change.before), after: toJson(change.after) };
}

/** JSON as it will be stored, so dates and decimals read back the way they were written. */
function toJson(record: AuditRecord | null): AuditRecord | null {
  return record && (JSON.parse(JSON.stringify(record)) as AuditRecord);
}

/** Many changes at once (an import), in as few statements as the batch size allows. */
export async function recordAudits(t: TenantTransaction, entries: AuditEntry[]): Promise<void> {
  const rows = entries.flatMap((entry) => auditRow(t, entry) ?? []);
  for (let start = 0; start < rows.length; start += AUDIT_BATCH) {
    await t.tx.insert(auditLog).values(rows.slice(start, start + AUDIT_BATCH));
  }
}

const AUDIT_BATCH = 500;
