import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCsvCell, unescapeCsvCell } from './csv-cell.ts';
import { joinList, splitList } from './csv-list.ts';

const item = fc.oneof(
  fc.string({ unit: fc.constantFrom(',', ';', '\n', '\r', '"', ' ', '\t', "'", '=', 'a', 'b') }),
  fc.string(),
);

describe('a list in one cell', () => {
  it('splits on semicolons, commas and new lines, dropping blanks', () => {
    expect(splitList(' a@x.sg; b@x.sg ,\nc@x.sg;; ')).toEqual(['a@x.sg', 'b@x.sg', 'c@x.sg']);
    expect(splitList('north, east')).toEqual(['north', 'east']);
    expect(splitList('')).toEqual([]);
  });

  it('writes plain items as they are, separated by semicolons', () => {
    expect(joinList(['wholesale', 'key account'])).toBe('wholesale; key account');
    expect(joinList([])).toBe('');
  });

  it('quotes an item holding a separator or a quote, doubling the quote', () => {
    expect(joinList(['north, east', 'west'])).toBe('"north, east"; west');
    expect(joinList(['a;b', '5" pipe', 'line\nbreak'])).toBe('"a;b"; "5"" pipe"; "line\nbreak"');
    expect(splitList('"north, east"; west')).toEqual(['north, east', 'west']);
    expect(splitList('"5"" pipe", x')).toEqual(['5" pipe', 'x']);
  });

  it('reads a quote that does not wrap a whole item as text', () => {
    expect(splitList('5" pipe, 6" pipe')).toEqual(['5" pipe', '6" pipe']);
    expect(splitList('"open, shut')).toEqual(['"open', 'shut']);
    expect(splitList('"a" b, c')).toEqual(['"a" b', 'c']);
  });

  it('reads back any list exactly, also inside an escaped, trimmed cell', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), (items) => {
        expect(splitList(joinList(items))).toEqual(items);
        expect(splitList(unescapeCsvCell(escapeCsvCell(joinList(items))).trim())).toEqual(items);
      }),
      { numRuns: 2000 },
    );
  });
});
