import type { ImportReport } from '@kira/core/csv-import';

function count(value: number, one: string, many = one): string {
  return `${value.toLocaleString('en-SG')} ${value === 1 ? one : many}`;
}

/** What an import did, in one sentence: "2 created, 0 updated, 0 unchanged, 1 row rejected." */
export function summaryOf(created: number, updated: number, unchanged: number, rejected: number) {
  const parts = [
    count(created, 'created'),
    count(updated, 'updated'),
    count(unchanged, 'unchanged'),
  ];
  if (rejected > 0) parts.push(count(rejected, 'row rejected', 'rows rejected'));
  return `${parts.join(', ')}.`;
}

/** How many rows a report rejects (a row may have several problems). */
export function rejectedRowsOf(report: Pick<ImportReport, 'rejected'>): number {
  return new Set(report.rejected.map((problem) => problem.row)).size;
}

/**
 * What a dry run says the import will do: "Importing will create 1 and update 2 (3 unchanged);
 * 1 row will be rejected." With all or nothing and rejected rows, that nothing will be.
 */
export function reviewSummaryOf(report: ImportReport): string {
  const rejected = rejectedRowsOf(report);
  if (!report.applied)
    return `Nothing will be imported: ${count(rejected, 'row is', 'rows are')} rejected and you chose all or nothing.`;
  const rows = `Importing will create ${report.created.toLocaleString('en-SG')} and update ${report.updated.toLocaleString('en-SG')} (${report.unchanged.toLocaleString('en-SG')} unchanged)`;
  return rejected > 0 ? `${rows}; ${count(rejected, 'row', 'rows')} will be rejected.` : `${rows}.`;
}

function rowsWord(value: number): string {
  return count(value, 'row', 'rows');
}

/**
 * How many rows the import will write and how many it will skip: the dry run's answer once it
 * is in (it also knows the records already in Kira), the preview's until then.
 */
export function importCountsOf(
  preview: { total: number; rejectedRows: number },
  report: Pick<ImportReport, 'rows' | 'rejected'> | null,
): { importing: number; skipping: number } {
  const total = report?.rows ?? preview.total;
  const skipping = report ? rejectedRowsOf(report) : preview.rejectedRows;
  return { importing: total - skipping, skipping };
}

/** The import button's words: "Import 1 row", or "Import 1 row, skip 1" when some are rejected. */
export function importButtonLabel({
  importing,
  skipping,
}: {
  importing: number;
  skipping: number;
}) {
  const label = `Import ${rowsWord(importing)}`;
  return skipping > 0 ? `${label}, skip ${skipping.toLocaleString('en-SG')}` : label;
}
