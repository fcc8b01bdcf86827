import type { CsvField, ImportReport } from '@kira/core/csv-import';

/** One line of the review: a field of a matched record, as it is and as the import leaves it. */
export interface ReviewLine {
  row: number;
  field: string;
  before: string;
  /** The text after the import; null when a blank cell keeps the stored value. */
  after: string | null;
}

/**
 * The report's changes and kept blanks as one list, by row and then in the file's field order,
 * so a row's lines stay together ("row 3 · Phones · 6123 4567 → (kept)").
 */
export function reviewLines(
  report: Pick<ImportReport, 'changes' | 'keptBlanks'>,
  fields: readonly CsvField[],
): ReviewLine[] {
  const order = new Map(fields.map((field, index) => [field.key, index]));
  const lines: ReviewLine[] = [
    ...report.changes.map(({ row, field, before, after }) => ({ row, field, before, after })),
    ...report.keptBlanks.map(({ row, field, value }) => ({
      row,
      field,
      before: value,
      after: null,
    })),
  ];
  return lines.sort(
    (a, b) => a.row - b.row || (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0),
  );
}

/** A cell's text as the review shows it: an empty value is said, not left blank. */
export function shownValue(text: string | null): string {
  if (text === null) return '(kept)';
  return text === '' ? '(empty)' : text;
}
