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

  it('calls a field unchanged exactly when both sides would be stored as the same JSON', () => {
    // A field's value as the audit log stores it: JSON, object keys in any order.
    const asStored = (value: unknown): string => JSON.stringify(sortedKeys(value ?? null));
    const value = fc.oneof(
      fc.jsonValue(),
      fc.date({ noInvalidDate: true }),
      fc.constant(undefined),
      fc.dictionary(fc.constantFrom('a', 'b'), fc.oneof(fc.integer({ max: 2 }), fc.date())),
      fc.array(fc.oneof(fc.integer({ max: 2 }), fc.constant(null))),
    );
    fc.assert(
      fc.property(value, value, (before, after) => {
        const same = asStored(before) === asStored(after);
        expect(hasChanges(diffRecords({ field: before }, { field: after }))).toBe(!same);
      }),
    );
  });
});

function sortedKeys(value: unknown): unknown {
  const json = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as never)[k])]),
          )
        : v;
  return sort(json);
}
