import type { AuditEntry } from '@kira/core/companies-api';

/** `company-settings` as "Company settings", `switch-company` as "Switch company". */
export function humaniseName(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}

const ACRONYMS: Record<string, string> = {
  gst: 'GST',
  uen: 'UEN',
  swift: 'SWIFT',
  paynow: 'PayNow',
};

/** A record's field as a label: `postalCode` as "Postal code", `gstNumber` as "GST number". */
export function humaniseField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word);
  return humaniseName(words.join(' '));
}

export interface DiffRow {
  field: string;
  before: string;
  after: string;
}

const ABSENT = '—';

/** A recorded value as text: empty strings and missing values said plainly. */
export function displayValue(value: unknown): string {
  if (value === undefined) return ABSENT;
  if (value === null) return '(none)';
  if (value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The before and after of an audit entry as rows, one per field either side names, in the
 * order they first appear (a creation has only after, a deletion only before).
 */
export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before && field in before ? displayValue(before[field]) : ABSENT,
    after: after && field in after ? displayValue(after[field]) : ABSENT,
  }));
}

/** Who made a change, as the Who column shows them. */
export interface AuditWho {
  name: string;
  /** Their e-mail while they are a member; null otherwise. */
  email: string | null;
}

/**
 * A member by name and e-mail; someone who has left the company as "A former member" (the
 * server no longer gives their details); a change Kira made itself as "Kira".
 */
export function auditWho(entry: Pick<AuditEntry, 'userUid' | 'actor'>): AuditWho {
  if (entry.actor) return { name: entry.actor.name, email: entry.actor.email };
  if (entry.userUid === null) return { name: 'Kira', email: null };
  return { name: 'A former member', email: null };
}
