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

/**
 * Whether two values would be stored as the same JSON: dates by their instant, object keys in
 * any order, undefined as null (an absent key reads as null too).
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return stored(a) === stored(b);
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as AuditRecord;
  const right = b as AuditRecord;
  for (const key in left) if (!sameValue(left[key], right[key])) return false;
  for (const key in right) if (!(key in left) && !sameValue(undefined, right[key])) return false;
  return true;
}

/** A date as JSON stores it; anything else as it is. */
function stored(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
