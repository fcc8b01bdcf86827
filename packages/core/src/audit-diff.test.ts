import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffRecords, hasChanges } from './audit-diff.ts';

describe('diffRecords', () => {
  it('keeps only the fields that changed, each side with its value', () => {
    const change = diffRecords(
      { name: 'Tan Trading', uen: '53012345D', phone: '61234567' },
      { name: 'Tan Trading Pte Ltd', uen: '53012345D', email: 'ap@tan.sg' },
    );
    expect(change).toEqual({
      before: { name: 'Tan Trading', phone: '61234567' },
      after: { name: 'Tan Trading Pte Ltd', email: 'ap@tan.sg' },
    });
    expect(hasChanges(change)).toBe(true);
  });

  it('keeps whole records for a creation and a deletion', () => {
    expect(diffRecords(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(diffRecords({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });

  it('treats equal dates, key order and undefined-versus-null as unchanged', () => {
    const change = diffRecords(
      { at: new Date('2026-01-01T00:00:00Z'), meta: { x: 1, y: 2 }, note: undefined },
      { at: new Date('2026-01-01T00:00:00.000Z'), meta: { y: 2, x: 1 }, note: null },
    );
    expect(hasChanges(change)).toBe(false);
  });

  it('finds no change between a record and its copy', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        expect(hasChanges(diffRecords(record, structuredClone(record)))).toBe(false);
      }),
    );
  });
});
