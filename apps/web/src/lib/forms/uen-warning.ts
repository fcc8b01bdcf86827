import { validateUen } from '@kira/core/uen';

/**
 * The warning to show beside a UEN field while typing: only for a UEN whose format is right
 * but whose check letter looks wrong (never blocking; format errors are the schema's).
 */
export function uenWarningOf(uen: string): string | undefined {
  if (uen.trim() === '') return undefined;
  const check = validateUen(uen);
  return check.ok ? check.warning : undefined;
}
