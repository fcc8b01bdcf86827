import {
  type ColumnMapping,
  type CsvField,
  cell,
  type FieldChange,
  type ImportReport,
  type ImportRequest,
  mappingProblems,
  type RowOutcome,
  type RowProblem,
} from '@kira/core/csv-import';
import { ChangeList, type CsvCells, mappedCells, rowOverRecord } from '@kira/core/csv-merge';
import type { AuditEntry } from '../audit/record-audit.ts';
import { recordAudits } from '../audit/record-audit.ts';
import { parseCsv } from '../csv/csv.ts';
import type { TenantScope, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import type { Progress } from './import-jobs.ts';

/** How one kind of record is imported: its rules, its identity, and how it is written. */
export interface Importer<Value, Stored> {
  fields: readonly CsvField[];
  /** What one record is called in a row's problem: "contact". */
  noun: string;
  /** A row as a new record, by the rules of the form. */
  fromCsv(record: Record<string, string>, mapping: ColumnMapping): RowOutcome<Value>;
  identityOf(value: Value): string;
  /** The identity a file row answers to, read from its cells before they are checked. */
  identityOfCells(cells: CsvCells): string;
  describeIdentity(key: string): string;
  /** Fields a matched record keeps whatever the row says (the code it matched by). */
  keepOnMatch?: readonly string[];
  /** A record, or a value about to be written, as the export writes it. */
  cellsOfStored(stored: Stored): CsvCells;
  cellsOfValue(value: Value): CsvCells;
  /** Why this user may not write this row (a permission of its role), if so. */
  refusal?(value: Value, stored: Stored | undefined): string | undefined;
  /** The ids of the company's records by every identity key they answer to. */
  loadIndex(t: TenantTransaction): Promise<Map<string, string>>;
  /** These records of the company, locked when they are about to be written. */
  loadRecords(t: TenantTransaction, ids: string[], lock: boolean): Promise<Map<string, Stored>>;
  createMany(t: TenantTransaction, values: Value[]): Promise<void>;
  /** Writes the value over the record; the audit entry is returned to be recorded in batches. */
  update(t: TenantTransaction, stored: Stored, value: Value): Promise<AuditEntry>;
}

export interface PreparedRow<Value> {
  row: number;
  /** The cells of the mapped fields. */
  cells: CsvCells;
  identity: string;
  /** The row read as a new record (what it makes when it matches nothing). */
  asNew: RowOutcome<Value>;
}

export interface PreparedImport<Value> {
  rows: number;
  records: PreparedRow<Value>[];
}

export type ImportOptions = Pick<ImportRequest, 'mode' | 'run' | 'clearBlanks'>;

const BATCH = 500;
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

/**
 * Imports the rows in one transaction: a row matching a record updates it (`rowOverRecord`: a
 * blank cell keeps the stored value unless `clearBlanks`), the others are created in batches.
 * In `all-or-nothing` mode any rejected row means nothing is written; a `dry-run` reports the
 * same and writes nothing (its transaction is rolled back whatever happened in it).
 */
export async function runImport<Value, Stored>(
  scope: TenantScope,
  importer: Importer<Value, Stored>,
  prepared: PreparedImport<Value>,
  options: ImportOptions,
  progress: Progress,
): Promise<ImportReport> {
  const dryRun = options.run === 'dry-run';
  const outcome = await scope
    .transaction(async (t) => {
      const plan = await importRows(t, importer, prepared, options, progress);
      // Thrown, not returned: the updates made so far must roll back.
      if (options.mode === 'all-or-nothing' && plan.rejected.length > 0)
        throw new RolledBack({ plan, applied: false });
      if (dryRun) throw new RolledBack({ plan, applied: true });
      for (let start = 0; start < plan.toCreate.length; start += BATCH) {
        const batch = plan.toCreate.slice(start, start + BATCH);
        await importer.createMany(t, batch);
        progress.add(batch.length);
        await progress.pause();
      }
      return { plan, applied: true };
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.outcome;
      throw error;
    });
  const { plan, applied } = outcome;
  const report = {
    rows: prepared.rows,
    rejected: sortByRow(plan.rejected),
    warnings: sortByRow(plan.warnings),
    applied,
    dryRun,
  };
  if (!applied)
    return { ...report, created: 0, updated: 0, unchanged: 0, ...new ChangeList().report };
  return {
    ...report,
    created: plan.toCreate.length,
    updated: plan.updated,
    unchanged: plan.unchanged,
    ...plan.changes.report,
  };
}

interface Plan<Value> {
  toCreate: Value[];
  updated: number;
  unchanged: number;
  rejected: RowProblem[];
  warnings: RowProblem[];
  changes: ChangeList;
}

class RolledBack<Value> extends Error {
  constructor(readonly outcome: { plan: Plan<Value>; applied: boolean }) {
    super('rolled back');
  }
}

/**
 * Decides every row in file order, a batch at a time: the records the batch matches are read
 * (and locked, unless this is a dry run) in one query, and the updates written at once. New
 * records are only collected: the caller creates them.
 */
async function importRows<Value, Stored>(
  t: TenantTransaction,
  importer: Importer<Value, Stored>,
  prepared: PreparedImport<Value>,
  { run, clearBlanks }: ImportOptions,
  progress: Progress,
): Promise<Plan<Value>> {
  const write = run === 'commit';
  const plan: Plan<Value> = {
    toCreate: [],
    updated: 0,
    unchanged: 0,
    rejected: [],
    warnings: [],
    changes: new ChangeList(),
  };
  const reject = (row: number, problems: Problem[]) => {
    for (const problem of problems) plan.rejected.push({ row, ...problem });
  };
  const index = await importer.loadIndex(t);
  const firstRowOf = new Map<string, number>();
  const firstRowOfRecord = new Map<string, number>();
  for (let start = 0; start < prepared.records.length; start += BATCH) {
    const batch = prepared.records.slice(start, start + BATCH);
    const ids = [...new Set(batch.flatMap(({ identity }) => index.get(identity) ?? []))];
    const records = ids.length > 0 ? await importer.loadRecords(t, ids, write) : new Map();
    const audits: AuditEntry[] = [];
    let toCreate = 0;
    for (const prepared of batch) {
      const { row, identity } = prepared;
      const id = index.get(identity);
      const stored: Stored | undefined = id === undefined ? undefined : records.get(id);
      const outcome = decideRow(importer, prepared, stored, clearBlanks);
      if (!outcome.ok) {
        reject(row, outcome.problems);
        continue;
      }
      // Two rows for one record: the later is rejected, naming the first.
      const key = stored === undefined ? importer.identityOf(outcome.value) : identity;
      const sameKey = firstRowOf.get(key);
      const sameRecord = id === undefined ? undefined : firstRowOfRecord.get(id);
      if (sameKey !== undefined || sameRecord !== undefined) {
        const message =
          sameKey !== undefined
            ? `Same ${importer.describeIdentity(key)} as row ${sameKey}`
            : `Same ${importer.noun} as row ${sameRecord}`;
        reject(row, [{ field: null, message }]);
        continue;
      }
      firstRowOf.set(key, row);
      if (id !== undefined) firstRowOfRecord.set(id, row);
      const refusal = importer.refusal?.(outcome.value, stored);
      if (refusal) {
        reject(row, [{ field: null, message: refusal }]);
        continue;
      }
      for (const warning of outcome.warnings) plan.warnings.push({ row, ...warning });
      if (stored === undefined) {
        plan.toCreate.push(outcome.value);
        toCreate++;
        continue;
      }
      plan.changes.addKept(row, outcome.kept, outcome.before);
      if (outcome.changes.length === 0) {
        plan.unchanged++;
        continue;
      }
      plan.updated++;
      plan.changes.addChanges(row, outcome.changes);
      if (write) audits.push(await importer.update(t, stored, outcome.value));
    }
    await recordAudits(t, audits);
    progress.add(write ? batch.length - toCreate : batch.length);
    await progress.pause();
  }
  return plan;
}

type Problem = { field: string | null; message: string };

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
function decideRow<Value, Stored>(
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

function sortByRow(problems: RowProblem[]): RowProblem[] {
  return problems.sort((a, b) => a.row - b.row);
}
