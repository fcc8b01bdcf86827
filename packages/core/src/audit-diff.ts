export type AuditRecord = Record<string, unknown>;

export interface AuditChange {
  before: AuditRecord | null;
  after: AuditRecord | null;
}

/**
 * What changed between two versions of a record, field by field: only the fields whose values
 * differ are kept, each side with its own value. A creation has no `before`, a deletion no
 * `after`; both sides are kept whole then, since everything changed.
 */
export function diffRecords(before: AuditRecord | null, after: AuditRecord | null): AuditChange {
  if (!before || !after) return { before: before && { ...before }, after: after && { ...after } };
  const changedBefore: AuditRecord = {};
  const changedAfter: AuditRecord = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (sameValue(before[key], after[key])) continue;
    if (key in before) changedBefore[key] = before[key];
    if (key in after) changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter };
}

export function hasChanges(change: AuditChange): boolean {
  if (!change.before || !change.after) return true;
  return Object.keys(change.before).length > 0 || Object.keys(change.after).length > 0;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

/** Dates compare by instant and object keys in any order, as they would once stored as JSON. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as AuditRecord)[key])]),
    );
  }
  return value === undefined ? null : value;
}
