import type { ImportReport, RowProblem } from '@kira/core/csv-import';
import { ChangeList } from '@kira/core/csv-merge';
import type { Plan } from './import-rows.ts';

/**
 * What an import did, problems in row order. When nothing was applied (all-or-nothing with a
 * rejected row) it counts nothing created, updated or changed, whatever the plan held.
 */
export function importReport<Value>({
  rows,
  plan,
  applied,
  dryRun,
}: {
  rows: number;
  plan: Plan<Value>;
  applied: boolean;
  dryRun: boolean;
}): ImportReport {
  const report = {
    rows,
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

function sortByRow(problems: RowProblem[]): RowProblem[] {
  return problems.sort((a, b) => a.row - b.row);
}
