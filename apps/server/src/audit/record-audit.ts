import { type AuditRecord, diffRecords, hasChanges } from '@kira/core/audit-diff';
import { type SQL, sql } from 'drizzle-orm';
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
  await t.tx.insert(auditLog).values(insertable(row));
  return true;
}

/** The audit log's row for an entry, its change as the JSON text it is stored as. */
// A type, not an interface: a row is a record of its values (placeholderRow).
export type AuditRow = {
  tenantId: string;
  userId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: string | null;
  after: string | null;
};

/**
 * The audit log's row for an entry, as it will be stored, for a use case that writes it in
 * its own statement (casting `before` and `after` to jsonb); null when nothing changed.
 */
export function auditRow(t: TenantSession, entry: AuditEntry): AuditRow | null {
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

/**
 * What an entry records, as the JSON text it is stored as (written once: a new document's
 * record is its whole content); null when nothing changed.
 */
function storedChange(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const change = diffRecords(entry.before ?? null, entry.after ?? null);
  if (!hasChanges(change)) return null;
  return { before: jsonText(change.before), after: jsonText(change.after) };
}

const jsonText = (record: AuditRecord | null) => (record ? JSON.stringify(record) : null);

/** The JSON text as jsonb, for drizzle's insert (its jsonb column would encode it again). */
export function asJsonb(text: string | null): SQL | null {
  return text === null ? null : sql`${text}::jsonb`;
}

function insertable(row: AuditRow) {
  return { ...row, before: asJsonb(row.before), after: asJsonb(row.after) };
}

/** Many changes at once (an import), in as few statements as the batch size allows. */
export async function recordAudits(t: TenantTransaction, entries: AuditEntry[]): Promise<void> {
  const rows = entries.flatMap((entry) => {
    const row = auditRow(t, entry);
    return row ? [insertable(row)] : [];
  });
  for (let start = 0; start < rows.length; start += AUDIT_BATCH) {
    await t.tx.insert(auditLog).values(rows.slice(start, start + AUDIT_BATCH));
  }
}

const AUDIT_BATCH = 500;
