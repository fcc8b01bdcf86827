import type { ImportReport } from '@kira/core/csv-import';
import { describe, expect, it } from 'vitest';
import { importButtonLabel, importCountsOf, reviewSummaryOf, summaryOf } from './import-summary.ts';

describe('summaryOf', () => {
  it('says what the import did, rejected rows only when there are some', () => {
    expect(summaryOf(2, 0, 0, 1)).toBe('2 created, 0 updated, 0 unchanged, 1 row rejected.');
    expect(summaryOf(1200, 3, 1, 0)).toBe('1,200 created, 3 updated, 1 unchanged.');
    expect(summaryOf(0, 0, 0, 2)).toBe('0 created, 0 updated, 0 unchanged, 2 rows rejected.');
  });
});

const DRY_RUN: ImportReport = {
  rows: 6,
  created: 1,
  updated: 2,
  unchanged: 1_200,
  rejected: [],
  warnings: [],
  applied: true,
  dryRun: true,
  changes: [],
  changesTotal: 0,
  keptBlanks: [],
  keptBlanksTotal: 0,
};
const problem = (row: number) => ({ row, field: null, message: 'No' });

describe('reviewSummaryOf', () => {
  it('says what importing will do, rejected rows counted once each', () => {
    expect(reviewSummaryOf(DRY_RUN)).toBe(
      'Importing will create 1 and update 2 (1,200 unchanged).',
    );
    expect(reviewSummaryOf({ ...DRY_RUN, rejected: [problem(4), problem(4), problem(5)] })).toBe(
      'Importing will create 1 and update 2 (1,200 unchanged); 2 rows will be rejected.',
    );
  });

  it('says that nothing will be imported under all or nothing', () => {
    expect(reviewSummaryOf({ ...DRY_RUN, applied: false, rejected: [problem(3)] })).toBe(
      'Nothing will be imported: 1 row is rejected and you chose all or nothing.',
    );
  });
});

describe('importCountsOf and importButtonLabel', () => {
  const preview = { total: 2, rejectedRows: 1 };

  it('counts only the rows that will be imported, and those skipped', () => {
    expect(importCountsOf(preview, null)).toEqual({ importing: 1, skipping: 1 });
    expect(importButtonLabel(importCountsOf(preview, null))).toBe('Import 1 row, skip 1');
  });

  it('takes the dry run’s word once it answers, a row rejected twice counted once', () => {
    const report = { ...DRY_RUN, rows: 3, rejected: [problem(2), problem(2), problem(4)] };
    expect(importCountsOf(preview, report)).toEqual({ importing: 1, skipping: 2 });
    expect(importButtonLabel({ importing: 1_200, skipping: 0 })).toBe('Import 1,200 rows');
  });
});
