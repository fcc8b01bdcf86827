import type { RowProblem } from '@kira/core/csv-import';
import { ChangeList } from '@kira/core/csv-merge';
import type { AuditEntry } from '../audit/record-audit.ts';
import { recordAudits } from '../audit/record-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { decideRow, type Problem } from './decide-row.ts';
import type { Progress } from './import-jobs.ts';
import type { Importer, ImportOptions, PreparedImport } from './importer.ts';

/** Rows read, and records created, per query. */
export const IMPORT_BATCH = 500;

/** What the rows decided: the records to create, and the counts and problems to report. */
export interface Plan<Value> {
  toCreate: Value[];
  updated: number;
  unchanged: number;
  rejected: RowProblem[];
  warnings: RowProblem[];
  changes: ChangeList;
}

/**
 * Decides every row in file order, a batch at a time: the records the batch matches are read
 * (and locked, unless this is a dry run) in one query, and the updates written at once. New
 * records are only collected: the caller creates them.
 */
export async function importRows<Value, Stored>(
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
  for (let start = 0; start < prepared.records.length; start += IMPORT_BATCH) {
    const batch = prepared.records.slice(start, start + IMPORT_BATCH);
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
