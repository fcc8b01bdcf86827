import type { FieldChange } from '@kira/core/csv-import';
import { type CsvCells, rowOverRecord } from '@kira/core/csv-merge';
import type { Importer, PreparedRow } from './importer.ts';

export type Problem = { field: string | null; message: string };

type Decision<Value> =
  | { ok: false; problems: Problem[] }
  | {
      ok: true;
      value: Value;
      warnings: Problem[];
      /** For a matched record: its cells, the fields the row changes and the blanks it kept. */
      before: CsvCells;
      changes: Omit<FieldChange, 'row'>[];
      kept: string[];
    };

/** A row as a new record, or over the record it matched. */
export function decideRow<Value, Stored>(
  importer: Importer<Value, Stored>,
  { cells, asNew }: PreparedRow<Value>,
  stored: Stored | undefined,
  clearBlanks: boolean,
): Decision<Value> {
  if (stored === undefined) {
    if (!asNew.ok) return asNew;
    const warnings = asNew.warnings.map((message) => ({ field: null, message }));
    return { ok: true, value: asNew.value, warnings, before: {}, changes: [], kept: [] };
  }
  const before = importer.cellsOfStored(stored);
  const outcome = rowOverRecord({
    fields: importer.fields,
    stored: before,
    file: cells,
    clearBlanks,
    keep: importer.keepOnMatch,
    fromCsv: importer.fromCsv,
    cellsOf: importer.cellsOfValue,
  });
  return outcome.ok ? { ...outcome, before } : outcome;
}
