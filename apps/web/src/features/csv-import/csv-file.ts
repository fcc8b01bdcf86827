import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@kira/core/csv-import';
import Papa from 'papaparse';

/** A CSV file read in the browser: its column headers, its records, and what is wrong with it. */
export interface CsvFile {
  headers: string[];
  records: Record<string, string>[];
  /** Problems that stop the import (no header, no rows, too big). */
  errors: string[];
  /** Problems worth knowing that do not stop it (a row with a missing cell). */
  notices: string[];
}

const MAX_NOTICES = 5;

/**
 * Reads CSV text as the server will: the first row names the columns, empty lines are skipped.
 * Row numbers count the header as row 1, as the import report does.
 */
export function parseCsv(text: string): CsvFile {
  const errors: string[] = [];
  if (new Blob([text]).size > MAX_IMPORT_BYTES) {
    errors.push('The file is over 20 MB: split it into smaller files.');
  }
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // As the server reads it: lines of only blanks are skipped, headers trimmed.
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = (result.meta.fields ?? []).filter((header) => header.trim() !== '');
  const records = result.data;
  if (headers.length === 0) errors.push('The file has no header row naming its columns.');
  else if (records.length === 0) errors.push('The file has a header row but no rows to import.');
  if (records.length > MAX_IMPORT_ROWS) {
    errors.push(
      `The file has ${records.length.toLocaleString('en-SG')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-SG')} can be imported at once.`,
    );
  }
  const notices = result.errors.slice(0, MAX_NOTICES).map((error) => {
    const where = error.row === undefined ? '' : `Row ${error.row + 2}: `;
    return `${where}${error.message}`;
  });
  if (result.errors.length > MAX_NOTICES) {
    notices.push(`and ${result.errors.length - MAX_NOTICES} more problems of the same kind`);
  }
  return { headers, records, errors, notices };
}
