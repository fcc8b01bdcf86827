import { normaliseUen } from '../uen.ts';

/**
 * A UEN as ACRA prints it: upper case, one run of characters with no spaces or dashes
 * (`201912345R`, `T01FC6132D`); nothing when there is none. Stored UENs are already in this
 * form; this also tidies one typed by hand (` 2019-12345r ` is `201912345R`).
 */
export function formatUen(uen: string | null | undefined): string {
  return normaliseUen((uen ?? '').replace(/[\s-]+/g, ''));
}

/**
 * The line a letterhead or an invoice's customer block prints, `UEN 201912345R`; empty when
 * there is no UEN, so a template can leave the line out.
 */
export function formatUenLine(uen: string | null | undefined): string {
  const shown = formatUen(uen);
  return shown === '' ? '' : `UEN ${shown}`;
}
