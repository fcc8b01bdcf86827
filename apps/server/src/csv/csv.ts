import { escapeCsvCell } from '@kira/core/csv-cell';
import Papa from 'papaparse';
import { AppError } from '../http/app-error.ts';

export interface ParsedCsv {
  headers: string[];
  records: Record<string, string>[];
}

/** A CSV file's rows as records by header (papaparse); blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  if (headers.length === 0) throw new AppError('VALIDATION_FAILED', 'The file has no header row');
  return { headers, records: parsed.data };
}

/**
 * Rows as CSV text, with a byte-order mark so spreadsheet programs read it as UTF-8, and every
 * cell escaped (`escapeCsvCell`) so opening the file never runs a formula.
 */
export function toCsv(rows: Record<string, string>[], headers: string[]): string {
  const data = rows.map((row) => headers.map((header) => escapeCsvCell(row[header] ?? '')));
  return `\uFEFF${Papa.unparse({ fields: headers, data })}\r\n`;
}
