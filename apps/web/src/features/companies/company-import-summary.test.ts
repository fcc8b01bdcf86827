import { ARCHIVE_LIMITS } from '@kira/core/company-archive';
import { describe, expect, it } from 'vitest';
import {
  archiveFileProblem,
  importedSummary,
  importPercent,
  importProgressText,
} from './company-import-summary.ts';

const company = { tenantId: 't1', name: 'Tan Trading Pte. Ltd.' };

describe('importedSummary', () => {
  it('names the company and counts its members', () => {
    expect(importedSummary({ company, members: { matched: 2, invited: 1 } })).toBe(
      'Imported Tan Trading Pte. Ltd.: 2 members matched, 1 invited.',
    );
    expect(importedSummary({ company, members: { matched: 1, invited: 1200 } })).toBe(
      'Imported Tan Trading Pte. Ltd.: 1 member matched, 1,200 invited.',
    );
    expect(importedSummary({ company, members: null })).toBe('Imported Tan Trading Pte. Ltd.');
    expect(importedSummary({ company: { ...company, name: 'Kopi Co' }, members: null })).toBe(
      'Imported Kopi Co.',
    );
  });
});

describe('importPercent and importProgressText', () => {
  it('say how far the rows are, 0 while the total is unknown', () => {
    expect(importPercent({ processed: 0, total: 0 })).toBe(0);
    expect(importPercent({ processed: 1, total: 3 })).toBe(33);
    expect(importPercent({ processed: 5, total: 5 })).toBe(100);
    expect(importProgressText({ processed: 1234, total: 5678 })).toBe('1,234 of 5,678 records');
  });
});

describe('archiveFileProblem', () => {
  it('takes a file up to the limit, and says why it refuses a larger one', () => {
    expect(archiveFileProblem({ size: ARCHIVE_LIMITS.bytes })).toBeNull();
    expect(archiveFileProblem({ size: ARCHIVE_LIMITS.bytes + 1 })).toBe(
      'This file is larger than the 1,024 MB Kira imports.',
    );
  });
});
