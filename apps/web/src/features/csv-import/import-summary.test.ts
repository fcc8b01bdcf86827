import { describe, expect, it } from 'vitest';
import { summaryOf } from './import-summary.ts';

describe('summaryOf', () => {
  it('says what the import did, rejected rows only when there are some', () => {
    expect(summaryOf(2, 0, 0, 1)).toBe('2 created, 0 updated, 0 unchanged, 1 row rejected.');
    expect(summaryOf(1200, 3, 1, 0)).toBe('1,200 created, 3 updated, 1 unchanged.');
    expect(summaryOf(0, 0, 0, 2)).toBe('0 created, 0 updated, 0 unchanged, 2 rows rejected.');
  });
});
