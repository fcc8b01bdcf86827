import { type ColumnMapping, cell, mappingProblems } from '@kira/core/csv-import';
import { mappedCells } from '@kira/core/csv-merge';
import { parseCsv } from '../csv/csv.ts';
import { AppError } from '../http/app-error.ts';
import type { Importer, PreparedImport } from './importer.ts';

/** The header is row 1 of the file, so the first record is row 2. */
const FIRST_ROW = 2;

/** Reads the file and checks the mapping; a bad mapping is a 400 before any job starts. */
export function prepareImport<Value>(
  importer: Importer<Value, unknown>,
  csv: string,
  mapping: ColumnMapping,
  maxRows: number,
): PreparedImport<Value> {
  const { headers, records } = parseCsv(csv);
  const problems = mappingProblems(importer.fields, mapping, headers);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems.join('; '), problems);
  if (records.length > maxRows)
    throw new AppError(
      'VALIDATION_FAILED',
      `A file can have at most ${maxRows} rows; this one has ${records.length}`,
    );
  return {
    rows: records.length,
    records: records.map((record, index) => {
      const cells = mappedCells(importer.fields, mapping, (key) => cell(record, mapping, key));
      return {
        row: index + FIRST_ROW,
        cells,
        identity: importer.identityOfCells(cells),
        asNew: importer.fromCsv(record, mapping),
      };
    }),
  };
}
