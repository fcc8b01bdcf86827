import type { ImportReport } from '@kira/core/csv-import';
import type { TenantScope } from '../db/tenant-scope.ts';
import type { Progress } from './import-jobs.ts';
import { importReport } from './import-report.ts';
import { IMPORT_BATCH, importRows, type Plan } from './import-rows.ts';
import type { Importer, ImportOptions, PreparedImport } from './importer.ts';

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
  const { plan, applied } = await scope
    .transaction(async (t) => {
      const plan = await importRows(t, importer, prepared, options, progress);
      // Thrown, not returned: the updates made so far must roll back.
      if (options.mode === 'all-or-nothing' && plan.rejected.length > 0)
        throw new RolledBack({ plan, applied: false });
      if (dryRun) throw new RolledBack({ plan, applied: true });
      for (let start = 0; start < plan.toCreate.length; start += IMPORT_BATCH) {
        const batch = plan.toCreate.slice(start, start + IMPORT_BATCH);
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
  return importReport({ rows: prepared.rows, plan, applied, dryRun });
}

class RolledBack<Value> extends Error {
  constructor(readonly outcome: { plan: Plan<Value>; applied: boolean }) {
    super('rolled back');
  }
}
