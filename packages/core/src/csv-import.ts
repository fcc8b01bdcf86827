import { z } from 'zod';
import { unescapeCsvCell } from './csv-cell.ts';

/** A column Kira reads from (and writes to) a CSV file. */
export interface CsvField<Key extends string = string> {
  key: Key;
  /** The header Kira exports, and the first one it recognises on import. */
  label: string;
  required: boolean;
  /** Other headers people use for the same column (compared loosely). */
  aliases: readonly string[];
}

export function csvField(
  key: string,
  label: string,
  aliases: string[] = [],
  required = false,
): CsvField {
  return { key, label, required, aliases };
}

/** Which CSV column (by its header) feeds each field; null or absent: not imported. */
export const columnMappingSchema = z
  .record(z.string(), z.string().nullable())
  .meta({ id: 'ColumnMapping' });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const IMPORT_MODES = [
  { label: 'Import the valid rows, report the others', value: 'valid-rows' },
  { label: 'Import nothing unless every row is valid', value: 'all-or-nothing' },
] as const;
export const importModeSchema = z.enum(['valid-rows', 'all-or-nothing']);
export type ImportMode = z.infer<typeof importModeSchema>;

export const MAX_IMPORT_ROWS = 50_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const importRequestSchema = z
  .object({
    csv: z.string().min(1, 'The file is empty').max(MAX_IMPORT_BYTES, 'The file is over 20 MB'),
    mapping: columnMappingSchema,
    mode: importModeSchema.default('valid-rows'),
  })
  .meta({ id: 'ImportRequest' });
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const rowProblemSchema = z.object({
  /** The row's line in the file, the header being row 1. */
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

export const importReportSchema = z
  .object({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    /** Rows that matched a record already holding the same values. */
    unchanged: z.number().int(),
    rejected: z.array(rowProblemSchema),
    warnings: z.array(rowProblemSchema),
    /** False when nothing was written (all-or-nothing with rejected rows). */
    applied: z.boolean(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobSchema = z
  .object({
    id: z.string(),
    entity: z.enum(['contacts', 'products']),
    status: z.enum(['running', 'done', 'failed']),
    processed: z.number().int(),
    total: z.number().int(),
    report: importReportSchema.nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof importJobSchema>;

const loose = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping a person would most likely choose: each field to the column named like it. */
export function guessMapping(
  fields: readonly CsvField[],
  headers: readonly string[],
): ColumnMapping {
  const byName = new Map(headers.map((header) => [loose(header), header]));
  return Object.fromEntries(
    fields.map((field) => {
      const names = [field.label, field.key, ...field.aliases].map(loose);
      const header = names.map((name) => byName.get(name)).find((found) => found !== undefined);
      return [field.key, header ?? null];
    }),
  );
}

/** What is wrong with a mapping before any row is read: unknown columns, missing fields. */
export function mappingProblems(
  fields: readonly CsvField[],
  mapping: ColumnMapping,
  headers: readonly string[],
): string[] {
  const problems: string[] = [];
  const known = new Set(fields.map((field) => field.key));
  for (const [key, header] of Object.entries(mapping)) {
    if (!known.has(key)) problems.push(`Kira has no field "${key}" to import`);
    else if (header !== null && !headers.includes(header))
      problems.push(`The file has no column "${header}"`);
  }
  for (const field of fields) {
    if (field.required && !mapping[field.key])
      problems.push(`Choose the column for ${field.label}`);
  }
  return problems;
}

/**
 * The value of a field in a CSV record under a mapping, trimmed; '' when not mapped. The `'`
 * an export put in front of formula-like text is taken off first (server and browser alike).
 */
export function cell(record: Record<string, string>, mapping: ColumnMapping, key: string): string {
  const header = mapping[key];
  return header ? unescapeCsvCell(record[header] ?? '').trim() : '';
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'active']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'inactive']);

/** yes/no, true/false, 1/0 as spreadsheets write them; undefined when it is neither. */
export function parseYesNo(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

export type RowOutcome<T> =
  | { ok: true; value: T; warnings: string[] }
  | { ok: false; problems: { field: string | null; message: string }[] };

/** zod's issues as a row's problems, named by the CSV field they came from. */
export function problemsOf(
  error: z.ZodError,
  fieldOfPath: (path: PropertyKey[]) => string | null,
): { field: string | null; message: string }[] {
  return error.issues.map((issue) => ({ field: fieldOfPath(issue.path), message: issue.message }));
}

/**
 * Rejects the later rows that repeat an earlier row's identity (same UEN, e-mail, code...), so a
 * file cannot create the same record twice. `keysOf` gives a row's identifying keys in order
 * of preference, each prefixed by what it is (`uen:...`).
 */
export function duplicateRows<T>(
  rows: readonly { row: number; value: T }[],
  keysOf: (value: T) => string[],
  describe: (key: string) => string,
): Map<number, string> {
  const firstRowOf = new Map<string, number>();
  const duplicates = new Map<number, string>();
  for (const { row, value } of rows) {
    const keys = keysOf(value);
    const seen = keys.find((key) => firstRowOf.has(key));
    if (seen !== undefined) {
      duplicates.set(row, `Same ${describe(seen)} as row ${firstRowOf.get(seen)}`);
      continue;
    }
    for (const key of keys) firstRowOf.set(key, row);
  }
  return duplicates;
}
