import { escapeCsvCell } from './csv-cell.ts';
import {
  type ColumnMapping,
  type CsvField,
  type FieldChange,
  type KeptBlank,
  MAX_LISTED_CHANGES,
  type RowOutcome,
} from './csv-import.ts';

/** A record as CSV text, by field key (not by header): what the export writes for it. */
export type CsvCells = Record<string, string>;

/** The cells of the fields a mapping supplies, as `cell` reads them (trimmed, unescaped). */
export function mappedCells(
  fields: readonly CsvField[],
  mapping: ColumnMapping,
  read: (key: string) => string,
): CsvCells {
  return Object.fromEntries(
    fields.filter((field) => mapping[field.key]).map((field) => [field.key, read(field.key)]),
  );
}

export interface MergeRowOptions {
  fields: readonly CsvField[];
  /** The record a row matched, as the export writes it. */
  stored: CsvCells;
  /** The row's cells, of the mapped fields only. */
  file: CsvCells;
  /** A blank cell clears the field (if it is clearable) instead of keeping the stored value. */
  clearBlanks: boolean;
  /** Fields the record keeps whatever the row says (the one it matched by, say). */
  keep?: readonly string[];
}

export interface MergedRow {
  cells: CsvCells;
  /** Fields whose blank cell kept a non-empty stored value. */
  kept: string[];
  /** Blank cells asked to clear a field that cannot be cleared (kept instead). */
  problems: { field: string; message: string }[];
}

/**
 * A row over the record it matched: a field the mapping does not cover keeps its stored value,
 * and so does a cell of the same value written another way (`comparedAs`), and a blank cell unless `clearBlanks` (then it clears the field, except one that
 * cannot be empty, which is kept and named in `problems`).
 */
export function mergeRow({ fields, stored, file, clearBlanks, keep = [] }: MergeRowOptions) {
  const merged: MergedRow = { cells: {}, kept: [], problems: [] };
  for (const field of fields) {
    const before = stored[field.key] ?? '';
    const given = file[field.key];
    const same = field.comparedAs;
    if (given === undefined || keep.includes(field.key)) {
      merged.cells[field.key] = before;
    } else if (given !== '' && same && before !== '' && same(given) === same(before)) {
      merged.cells[field.key] = before; // the same value written another way
    } else if (given !== '') {
      merged.cells[field.key] = given;
    } else if (before === '') {
      merged.cells[field.key] = '';
    } else if (clearBlanks && field.clearable) {
      merged.cells[field.key] = '';
    } else {
      merged.cells[field.key] = before;
      merged.kept.push(field.key);
      if (clearBlanks) {
        merged.problems.push({
          field: field.key,
          message: `${field.label} cannot be cleared: the stored value is kept`,
        });
      }
    }
  }
  return merged;
}

/**
 * A merged row as a CSV record a field's own reader takes (`fromCsv` with `identityMapping`):
 * escaped as the export escapes, since the reader takes an export's escape off again.
 */
export function asCsvRecord(cells: CsvCells): Record<string, string> {
  return Object.fromEntries(Object.entries(cells).map(([key, text]) => [key, escapeCsvCell(text)]));
}

/** Every field read from the column named by its own key (for `asCsvRecord`). */
export function identityMapping(fields: readonly CsvField[]): ColumnMapping {
  return Object.fromEntries(fields.map((field) => [field.key, field.key]));
}

/** The fields whose text differs between two versions of a record, in the fields' order. */
export function changedFields(
  fields: readonly CsvField[],
  before: CsvCells,
  after: CsvCells,
): { field: string; before: string; after: string }[] {
  return fields.flatMap((field) => {
    const was = before[field.key] ?? '';
    const now = after[field.key] ?? '';
    return was === now ? [] : [{ field: field.key, before: was, after: now }];
  });
}

type Problem = { field: string | null; message: string };

export interface RowOverRecordOptions<Value> extends MergeRowOptions {
  /** The record kind's own reader, with the same rules as for a new row. */
  fromCsv: (record: Record<string, string>, mapping: ColumnMapping) => RowOutcome<Value>;
  /** A value as the export would write it (what `stored` holds for the record). */
  cellsOf: (value: Value) => CsvCells;
}

export type RowOverRecord<Value> =
  | { ok: false; problems: Problem[] }
  | {
      ok: true;
      value: Value;
      warnings: Problem[];
      /** The fields whose text the row changes; none: the row leaves the record as it is. */
      changes: { field: string; before: string; after: string }[];
      kept: string[];
    };

/**
 * What a row does to the record it matched: merged (`mergeRow`), then checked whole by the
 * rules a new row meets, so a blank in a required column of a re-import is no problem while
 * the record has that field. The changes compare the export's text of before and after, so a
 * value written another way (`s$1,250.5`, `53143018m`) that means the same is no change.
 */
export function rowOverRecord<Value>(options: RowOverRecordOptions<Value>): RowOverRecord<Value> {
  const merged = mergeRow(options);
  const outcome = options.fromCsv(asCsvRecord(merged.cells), identityMapping(options.fields));
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    value: outcome.value,
    warnings: [
      ...merged.problems,
      ...outcome.warnings.map((message) => ({ field: null, message })),
    ],
    changes: changedFields(options.fields, options.stored, options.cellsOf(outcome.value)),
    kept: merged.kept,
  };
}

/**
 * The changes and kept blanks of an import's rows, listed up to a cap (a 50,000-row file can
 * change a million fields) and counted in full.
 */
export class ChangeList {
  readonly changes: FieldChange[] = [];
  readonly keptBlanks: KeptBlank[] = [];
  changesTotal = 0;
  keptBlanksTotal = 0;

  constructor(private readonly max = MAX_LISTED_CHANGES) {}

  addChanges(row: number, changes: readonly Omit<FieldChange, 'row'>[]) {
    this.changesTotal += changes.length;
    for (const change of changes) {
      if (this.changes.length < this.max) this.changes.push({ row, ...change });
    }
  }

  addKept(row: number, kept: readonly string[], stored: CsvCells) {
    this.keptBlanksTotal += kept.length;
    for (const field of kept) {
      if (this.keptBlanks.length < this.max)
        this.keptBlanks.push({ row, field, value: stored[field] ?? '' });
    }
  }

  get report() {
    return {
      changes: this.changes,
      changesTotal: this.changesTotal,
      keptBlanks: this.keptBlanks,
      keptBlanksTotal: this.keptBlanksTotal,
    };
  }
}
