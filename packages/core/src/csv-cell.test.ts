import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCsvCell, unescapeCsvCell } from './csv-cell.ts';

const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'];

/** Text rich in what the rule is about: formula characters, apostrophes, digits, signs. */
const trickyText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...FORMULA_CHARACTERS, "'", '1', '2', '.', ' ', 'a', '"') }),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);

describe('a CSV cell', () => {
  it.each(FORMULA_CHARACTERS)('gets one apostrophe in front of %j and text after it', (first) => {
    expect(escapeCsvCell(`${first}x`)).toBe(`'${first}x`);
    expect(unescapeCsvCell(`'${first}x`)).toBe(`${first}x`);
  });

  it.each(FORMULA_CHARACTERS)(
    'gets one more apostrophe when one already stands before %j',
    (first) => {
      expect(escapeCsvCell(`'${first}x`)).toBe(`''${first}x`);
      expect(unescapeCsvCell(`''${first}x`)).toBe(`'${first}x`);
      expect(escapeCsvCell(`''${first}x`)).toBe(`'''${first}x`);
    },
  );

  it('closes the names the old rule let through, and formulas', () => {
    expect(
      ['+65 Trading', '-5 Degrees Bakery', '=SUM(A1)', '@home', '+65 6222 3333'].map(escapeCsvCell),
    ).toEqual(["'+65 Trading", "'-5 Degrees Bakery", "'=SUM(A1)", "'@home", "'+65 6222 3333"]);
  });

  it('leaves plain numbers alone, with or without a sign', () => {
    for (const number of ['-12.50', '+3', '12', '0.0125', '-0']) {
      expect(escapeCsvCell(number)).toBe(number);
      expect(unescapeCsvCell(number)).toBe(number);
    }
  });

  it('escapes what only looks like a number at first', () => {
    for (const text of ['-12.50 credit', '-1,250.00', '+3e5', '-.5', "'-12.50"]) {
      expect(escapeCsvCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary text alone, apostrophes included', () => {
    for (const text of ['', 'Tan Trading', "O'Brien", "'quoted'", "'", 'a=b', ' =x']) {
      expect(escapeCsvCell(text)).toBe(text);
      expect(unescapeCsvCell(text)).toBe(text);
    }
  });

  it('takes off only the apostrophe an export would have added', () => {
    expect(unescapeCsvCell("'-12.50")).toBe("'-12.50");
    expect(unescapeCsvCell("'Tan")).toBe("'Tan");
    expect(unescapeCsvCell("'")).toBe("'");
  });

  it('reads back every text exactly', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(unescapeCsvCell(escapeCsvCell(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('never writes a cell a spreadsheet would run, bar a plain number', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        const written = escapeCsvCell(text);
        expect(/^[=+\-@\t\r]/.test(written) && !/^[+-]?\d+(\.\d+)?$/.test(written)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
