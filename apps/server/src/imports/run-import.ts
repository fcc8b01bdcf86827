import {
  type ColumnMapping,
  type CsvField,
  duplicateRows,
  type ImportMode,
  type ImportReport,
  mappingProblems,
  type RowOutcome,
  type RowProblem,
} from '@kira/core/csv-import';
import { parseCsv } from '../csv/csv.ts';
import type { TenantScope, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import type { Progress } from './import-jobs.ts';

/** How one kind of record is imported: its rules, its identity, and how it is written. */
export interface Importer<Value, Existing> {
  fields: readonly CsvField[];
  fromCsv(record: Record<string, string>, mapping: ColumnMapping): RowOutcome<Value>;
  identityOf(value: Value): string;
  describeIdentity(key: string): string;
  /** Why this user may not write this row (a permission of its role), if so. */
  refusal?(value: Value, existing: Existing | undefined): string | undefined;
  /** The company's records by every identity key they answer to. */
  loadExisting(t: TenantTransaction): Promise<Map<string, Existing>>;
  createMany(t: TenantTransaction, values: Value[]): Promise<void>;
  /** Writes the row over the record it matched; false when that changed nothing. */
  update(t: TenantTransaction, existing: Existing, value: Value): Promise<boolean>;
}

export interface PreparedImport<Value> {
  rows: number;
  valid: { row: number; value: Value; warnings: string[] }[];
  rejected: RowProblem[];
}

const BATCH = 500;
/** The header is row 1 of the file, so the first record is row 2. */
const FIRST_ROW = 2;

/** Reads and checks the file and the mapping; a bad mapping is a 400 before any job starts. */
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
  const valid: PreparedImport<Value>['valid'] = [];
  const rejected: RowProblem[] = [];
  records.forEach((record, index) => {
    const row = index + FIRST_ROW;
    const outcome = importer.fromCsv(record, mapping);
    if (outcome.ok) valid.push({ row, value: outcome.value, warnings: outcome.warnings });
    else for (const problem of outcome.problems) rejected.push({ row, ...problem });
  });
  const duplicates = duplicateRows(
    valid,
    (value) => [importer.identityOf(value)],
    importer.describeIdentity,
  );
  for (const [row, message] of duplicates) rejected.push({ row, field: null, message });
  return {
    rows: records.length,
    valid: valid.filter(({ row }) => !duplicates.has(row)),
    rejected,
  };
}

/**
 * Writes the valid rows in one transaction: rows matching a record update it, the others are
 * created in batches. In `all-or-nothing` mode any rejected row means nothing is written.
 */
export async function runImport<Value, Existing>(
  scope: TenantScope,
  importer: Importer<Value, Existing>,
  prepared: PreparedImport<Value>,
  mode: ImportMode,
  progress: Progress,
): Promise<ImportReport> {
  const warnings = prepared.valid.flatMap(({ row, warnings }) =>
    warnings.map((message) => ({ row, field: null, message })),
  );
  const report = { rows: prepared.rows, created: 0, updated: 0, unchanged: 0, warnings };
  const rejected = [...prepared.rejected];
  if (mode === 'all-or-nothing' && rejected.length > 0) {
    return { ...report, rejected: sortByRow(rejected), applied: false };
  }
  progress.add(prepared.rows - prepared.valid.length);
  const counts = await scope
    .transaction(async (t) => {
      const existing = await importer.loadExisting(t);
      const toCreate: Value[] = [];
      let updated = 0;
      let unchanged = 0;
      for (const { row, value } of prepared.valid) {
        const match = existing.get(importer.identityOf(value));
        const refusal = importer.refusal?.(value, match);
        if (refusal) {
          rejected.push({ row, field: null, message: refusal });
          progress.add(1);
          continue;
        }
        if (match === undefined) {
          toCreate.push(value);
          continue;
        }
        if (await importer.update(t, match, value)) updated++;
        else unchanged++;
        progress.add(1);
        if ((updated + unchanged) % BATCH === 0) await letOthersRun();
      }
      // Thrown, not returned: the updates made so far must roll back.
      if (mode === 'all-or-nothing' && rejected.length > 0) throw new NothingApplied();
      for (let start = 0; start < toCreate.length; start += BATCH) {
        const batch = toCreate.slice(start, start + BATCH);
        await importer.createMany(t, batch);
        progress.add(batch.length);
        await letOthersRun();
      }
      return { created: toCreate.length, updated, unchanged };
    })
    .catch((error: unknown) => {
      if (error instanceof NothingApplied) return null;
      throw error;
    });
  if (counts === null) return { ...report, rejected: sortByRow(rejected), applied: false };
  return { ...report, ...counts, rejected: sortByRow(rejected), applied: true };
}

class NothingApplied extends Error {}

/**
 * Lets the server answer other requests (the progress polls) between batches: an embedded
 * database answers within the same turn of the event loop, so a long import would otherwise
 * hold it until the end.
 */
function letOthersRun(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function sortByRow(problems: RowProblem[]): RowProblem[] {
  return problems.sort((a, b) => a.row - b.row);
}
