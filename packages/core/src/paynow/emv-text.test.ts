import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEmvText } from './emv-text.ts';

const text = (input: string, maxLength = 25) => toEmvText(input, { maxLength });

describe('toEmvText', () => {
  it('leaves plain ASCII alone', () => {
    expect(text('ACME Pte Ltd')).toBe('ACME Pte Ltd');
    expect(text("Tan & Sons (S) Pte. Ltd's")).toBe("Tan & Sons (S) Pte. Ltd's");
  });

  it('takes the accents off letters', () => {
    expect(text('Café Müller Crème Brûlée')).toBe('Cafe Muller Creme Brulee');
    expect(text('Ñandú Señor')).toBe('Nandu Senor');
  });

  it('folds compatibility forms: full-width letters, no-break spaces, ligatures', () => {
    expect(text('ＡＢＣ　Trading')).toBe('ABC Trading');
    expect(text('Kopi\u00a0Tiam')).toBe('Kopi Tiam');
    expect(text('ﬁne Foods™')).toBe('fine FoodsTM');
  });

  it('spells out letters NFKD keeps whole, and typographic punctuation', () => {
    expect(text('Straße Øresund Æsop')).toBe('Strasse Oresund AEsop');
    expect(text('Łódź Đà Nẵng')).toBe('Lodz Da Nang');
    expect(text('‘Ah Hock’s’ – “Best”')).toBe("'Ah Hock's' - \"Best\"");
  });

  it('puts a space for other characters and collapses the spaces', () => {
    expect(text('陈记贸易 Tan Kee Trading')).toBe('Tan Kee Trading');
    expect(text('Tan\u00b7Kee☕Trading')).toBe('Tan Kee Trading');
    expect(text('  Line\none\t\ttwo  ')).toBe('Line one two');
    expect(text('முருகன் Stores')).toBe('Stores');
  });

  it('gives empty text when nothing printable is left', () => {
    expect(text('陈记贸易')).toBe('');
    expect(text('   ')).toBe('');
    expect(text('')).toBe('');
  });

  it('cuts to the length and leaves no trailing space', () => {
    expect(text('Ang Mo Kio Hardware Supplies Pte Ltd')).toBe('Ang Mo Kio Hardware Suppl');
    expect(text('Ang Mo Kio Hardware Suppl and more')).toHaveLength(25);
    expect(text('Ang Mo Kio Hardware Sup y')).toBe('Ang Mo Kio Hardware Sup y');
    expect(text('Ang Mo Kio Hardware Sup  yz', 24)).toBe('Ang Mo Kio Hardware Sup');
  });

  it('always gives printable ASCII within the length, trimmed, single-spaced', () => {
    const codePoint = fc
      .integer({ min: 0, max: 0x10ffff })
      .map((code) => String.fromCodePoint(code));
    const tricky = fc.constantFrom(
      'é',
      'ß',
      '陈',
      '\u0301',
      '\u00a0',
      '’',
      '\n',
      ' ',
      'a',
      '☕',
      'Ａ',
    );
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: codePoint }),
      fc.string({ unit: tricky, maxLength: 60 }),
    );
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 99 }), (input, maxLength) => {
        const safe = toEmvText(input, { maxLength });
        expect(safe).toMatch(/^[\x20-\x7e]*$/);
        expect(safe.length).toBeLessThanOrEqual(maxLength);
        expect(safe).toBe(safe.trim());
        expect(safe).not.toContain('  ');
      }),
    );
  });
});
