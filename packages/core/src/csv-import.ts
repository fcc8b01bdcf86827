import { unescapeCsvCell } from './csv-cell.ts';
import { z } from './zod.ts';

/** A column Kira reads from (and writes to) a CSV file. */
export interface CsvField<Key extends string = string> {
  key: Key;
  /** The header Kira exports, and the first one it recognises on import. */
  label: string;
  required: boolean;
  /**
   * Whether a blank cell can clear the field on a record a re-import matched (when the import
   * is asked to clear blanks). False for required fields and for those that are never empty
   * (a role, a currency, a yes/no): their stored value is kept.
   */
  clearable: boolean;
  /** Other headers people use for the same column (compared loosely). */
  aliases: readonly string[];
  /**
   * What a value is compared as, when two spellings are the same value (a GST number with or
   * without its hyphens): a re-import writing it another way keeps the stored text.
   */
  comparedAs?: (text: string) => string;
}

export function csvField(
  key: string,
  label: string,
  aliases: string[] = [],
  {
    required = false,
    clearable = !required,
    comparedAs,
  }: { required?: boolean; clearable?: boolean; comparedAs?: (text: string) => string } = {},
): CsvField {
  return comparedAs
    ? { key, label, required, clearable, aliases, comparedAs }
    : { key, label, required, clearable, aliases };
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

/** `commit` writes; `dry-run` answers what committing would do and writes nothing. */
export const importRunSchema = z.enum(['commit', 'dry-run']);
export type ImportRun = z.infer<typeof importRunSchema>;

export const MAX_IMPORT_ROWS = 50_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** How many field changes (and kept blanks) a report lists; its totals count them all. */
export const MAX_LISTED_CHANGES = 1_000;

export const importRequestSchema = z
  .object({
    csv: z.string().min(1, 'The file is empty').max(MAX_IMPORT_BYTES, 'The file is over 20 MB'),
    mapping: columnMappingSchema,
    mode: importModeSchema.default('valid-rows'),
    run: importRunSchema
      .default('commit')
      .describe('dry-run: report what would change, row by row and field by field; write nothing'),
    clearBlanks: z
      .boolean()
      .default(false)
      .describe(
        'On a record a row matches, a blank mapped cell clears the field (required fields and those never empty are kept); by default a blank cell keeps the stored value',
      ),
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

/** A field a row changes on the record it matched, as CSV text (`''`: empty). */
export const fieldChangeSchema = z
  .object({
    row: z.number().int(),
    /** The field's key, as in the mapping. */
    field: z.string(),
    before: z.string(),
    after: z.string(),
  })
  .meta({ id: 'ImportFieldChange' });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A blank cell that kept the stored value of a matched record. */
export const keptBlankSchema = z
  .object({ row: z.number().int(), field: z.string(), value: z.string() })
  .meta({ id: 'ImportKeptBlank' });
export type KeptBlank = z.infer<typeof keptBlankSchema>;

export const importReportSchema = z
  .object({
    rows: z.number().int(),
    /** Rows that create a record (in a dry run: would). */
    created: z.number().int(),
    /** Rows that change the record they matched (in a dry run: would). */
    updated: z.number().int(),
    /** Rows that matched a record already holding the same values. */
    unchanged: z.number().int(),
    rejected: z.array(rowProblemSchema),
    warnings: z.array(rowProblemSchema),
    /**
     * False when the import writes nothing (all-or-nothing with rejected rows). In a dry run,
     * whether committing the same request would write.
     */
    applied: z.boolean(),
    /** True when nothing was written whatever the rest says (`run: dry-run`). */
    dryRun: z.boolean(),
    /** The fields the updated rows change, in row order: the first 1,000 of `changesTotal`. */
    changes: z.array(fieldChangeSchema),
    changesTotal: z.number().int(),
    /** Blank cells that kept a stored value: the first 1,000 of `keptBlanksTotal`. */
    keptBlanks: z.array(keptBlankSchema),
    keptBlanksTotal: z.number().int(),
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
