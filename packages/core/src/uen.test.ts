import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_UENS,
  UEN_ENTITY_TYPES,
  type UenFormat,
  uenCheckLetter,
  uenSchema,
  uenWarningOf,
  validateUen,
} from './uen.ts';

const now = new Date('2026-06-01T00:00:00+08:00');
const check = (uen: string) => validateUen(uen, { now });

// Real UENs published online (the valid list of python-stdnum's tests): our check-letter
// algorithm agrees with each of them.
const PUBLISHED: Record<UenFormat, string[]> = {
  business: ['00192200M', '53143018M', '53321041X', '53399659K', '10839500J'],
  local_company: ['197401143C', '198101793G', '200001838R', '201227749M', '201933247R'],
  others: ['S16FC0121D', 'S65SS0033F', 'T01FC6132D', 'T08LL0003B', 'T19LL0797J'],
};

describe('validateUen', () => {
  for (const [format, examples] of Object.entries(PUBLISHED)) {
    it.each(examples)(`accepts the published ${format} UEN %s without a warning`, (uen) => {
      expect(check(uen)).toEqual({ ok: true, uen, format });
    });
  }

  it('normalises: trims and upper-cases', () => {
    expect(check('  t01fc6132d ')).toEqual({ ok: true, uen: 'T01FC6132D', format: 'others' });
    expect(check('197401143c').uen).toBe('197401143C');
  });

  it('accepts a well-formed UEN whose check letter differs, with a warning only', () => {
    // Illustrative UENs often quoted in documentation; by the published algorithm their
    // check letters would be B, R, K and G.
    for (const [uen, format, expected] of [
      ['53012345D', 'business', 'B'],
      ['201912345K', 'local_company', 'R'],
      ['T08LL0001A', 'others', 'K'],
      ['S99FC1234X', 'others', 'G'],
    ] as const) {
      const result = check(uen);
      expect(result).toMatchObject({ ok: true, uen, format });
      expect(result.error).toBeUndefined();
      expect(result.warning).toContain(`would usually be ${expected}`);
    }
    expect(check('00192200C').warning).toContain('would usually be M');
  });

  it.each([
    ['', 'Enter the UEN.'],
    ['   ', 'Enter the UEN.'],
    ['1234567', 'A UEN has 9 or 10 characters; this one has 7.'],
    ['12345678901', 'this one has 11'],
    ['T08LL0001', '9-character UEN (business) is 8 digits followed by a letter'],
    ['123456789', '8 digits followed by a letter'],
    ['1234567AB', '8 digits followed by a letter'],
    ['1974011430', 'a 4-digit year, 5 digits and a letter'],
    ['19740114CC', 'a 4-digit year, 5 digits and a letter'],
    ['1R3456789H', 'a 4-digit year, 5 digits and a letter'],
    ['W23LL6789H', 'starts with T, S or R'],
    ['F00056789H', 'starts with T, S or R'],
    ['S2WLL6789H', '2-letter entity type, 4 digits and a letter'],
    ['T02LL6W89H', '2-letter entity type, 4 digits and a letter'],
    ['T02LL67890', '2-letter entity type, 4 digits and a letter'],
    ['T08L10001A', '2-letter entity type, 4 digits and a letter'],
    ['T08WW0001A', '"WW" is not an entity type'],
    ['T08GR0001A', '"GR" is not an entity type'],
  ])('rejects %j: %s', (uen, error) => {
    const result = check(uen);
    expect(result.ok).toBe(false);
    expect(result.error).toContain(error);
    expect(result.warning).toBeUndefined();
  });

  it('rejects a year of registration in the future or before 1800', () => {
    expect(check('202712345K')).toMatchObject({
      ok: false,
      format: 'local_company',
      error: "The UEN's year of registration, 2027, is in the future.",
    });
    expect(check('T27LL0001A')).toMatchObject({
      ok: false,
      error: expect.stringContaining('2027'),
    });
    expect(check('179912345K').error).toContain('1799, is too early');
    // The current year is fine; R and S years are always past.
    expect(check(`202612345${uenCheckLetter('202612345', 'local_company')}`).ok).toBe(true);
    expect(check('T26LL0001A').ok).toBe(true);
    expect(check('R99LL0001A').ok).toBe(true);
  });

  it('reads the current year in Singapore', () => {
    // 31 Dec 2026 17:00 UTC is already 2027 in Singapore.
    expect(validateUen('T27LL0001A', { now: new Date('2026-12-31T17:00:00Z') }).ok).toBe(true);
    expect(validateUen('T27LL0001A', { now: new Date('2026-12-31T15:00:00Z') }).ok).toBe(false);
  });

  it('knows the published entity types', () => {
    for (const code of ['LP', 'LL', 'FC', 'PF', 'RF', 'MQ', 'CC', 'CS', 'TU', 'TC', 'HC', 'GA']) {
      expect(UEN_ENTITY_TYPES).toContain(code);
    }
  });

  it('accepts any well-formed UEN with its computed check letter, without a warning', () => {
    const digits = (length: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
    const business = digits(8);
    const localCompany = fc
      .tuple(fc.integer({ min: 1800, max: 2026 }), digits(5))
      .map(([year, rest]) => `${year}${rest}`);
    const others = fc
      .tuple(
        fc.constantFrom('R', 'S', 'T'),
        fc.integer({ min: 0, max: 26 }),
        fc.constantFrom(...UEN_ENTITY_TYPES),
        digits(4),
      )
      .map(
        ([prefix, year, type, rest]) => `${prefix}${String(year).padStart(2, '0')}${type}${rest}`,
      );
    fc.assert(
      fc.property(fc.oneof(business, localCompany, others), (body) => {
        const format: UenFormat =
          body.length === 8 ? 'business' : /^\d/.test(body) ? 'local_company' : 'others';
        const uen = `${body}${uenCheckLetter(body, format)}`;
        expect(check(uen)).toEqual({ ok: true, uen, format });
        expect(check(uen.toLowerCase()).ok).toBe(true);
      }),
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (input) => {
        const result = check(input);
        if (result.ok) expect(result.error).toBeUndefined();
        else expect(result.error).toMatch(/\w/);
      }),
    );
  });
});

describe('EXAMPLE_UENS', () => {
  it('are UENs Kira accepts without a check-letter warning', () => {
    expect(check(EXAMPLE_UENS.localCompany)).toEqual({
      ok: true,
      uen: EXAMPLE_UENS.localCompany,
      format: 'local_company',
    });
    expect(check(EXAMPLE_UENS.business)).toEqual({
      ok: true,
      uen: EXAMPLE_UENS.business,
      format: 'business',
    });
  });
});

describe('uenSchema', () => {
  it('normalises and enforces the format, letting a check-letter mismatch through', () => {
    expect(uenSchema.parse(' t01fc6132d')).toBe('T01FC6132D');
    expect(uenSchema.parse('53012345D')).toBe('53012345D');
    const result = uenSchema.safeParse('T08WW0001A');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('"WW" is not an entity type');
  });
});

describe('uenWarningOf', () => {
  it('warns about a check letter that looks wrong, and says nothing otherwise', () => {
    expect(uenWarningOf('53012345D')).toContain('would usually be B');
    expect(uenWarningOf('53143018M')).toBeUndefined();
    expect(uenWarningOf('   ')).toBeUndefined();
    expect(uenWarningOf('123')).toBeUndefined();
  });
});
