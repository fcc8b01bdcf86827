import {
  type ColumnMapping,
  duplicateRows,
  type RowOutcome,
  type RowProblem,
} from '@kira/core/csv-import';

/** How one kind of record is read from a CSV row, and recognised as one already read. */
export interface RowReader<T> {
  fromCsv: (record: Record<string, string>, mapping: ColumnMapping) => RowOutcome<T>;
  identityOf: (value: T) => string;
  describeIdentity: (key: string) => string;
}

export type PreviewRow<T> =
  | { row: number; ok: true; value: T; warnings: string[] }
  | { row: number; ok: false; problems: { field: string | null; message: string }[] };

export interface ImportPreview<T> {
  total: number;
  /** The first rows, as they would be imported or why not. */
  sample: PreviewRow<T>[];
  /** How many rows would be rejected, and every reason. */
  rejectedRows: number;
  rejected: RowProblem[];
  warnings: RowProblem[];
}

/**
 * Checks every row with the same rules the server applies (core's `fromCsv`, and the later of
 * two rows with the same identity rejected), before anything is sent. Row numbers count the
 * header as row 1.
 */
export function previewImport<T>(
  records: readonly Record<string, string>[],
  mapping: ColumnMapping,
  reader: RowReader<T>,
  sampleSize = 20,
): ImportPreview<T> {
  const rows: PreviewRow<T>[] = records.map((record, index) => {
    const outcome = reader.fromCsv(record, mapping);
    const row = index + 2;
    return outcome.ok
      ? { row, ok: true, value: outcome.value, warnings: outcome.warnings }
      : { row, ok: false, problems: outcome.problems };
  });
  const valid = rows.flatMap((row) => (row.ok ? [{ row: row.row, value: row.value }] : []));
  const duplicates = duplicateRows(
    valid,
    (value) => [reader.identityOf(value)],
    reader.describeIdentity,
  );
  const checked: PreviewRow<T>[] = rows.map((row) => {
    const duplicate = duplicates.get(row.row);
    return duplicate === undefined
      ? row
      : { row: row.row, ok: false, problems: [{ field: null, message: duplicate }] };
  });
  const rejected: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  for (const row of checked) {
    if (row.ok) {
      for (const message of row.warnings) warnings.push({ row: row.row, field: null, message });
    } else {
      for (const problem of row.problems) rejected.push({ row: row.row, ...problem });
    }
  }
  return {
    total: records.length,
    sample: checked.slice(0, sampleSize),
    rejectedRows: checked.filter((row) => !row.ok).length,
    rejected,
    warnings,
  };
}
