import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createIdGenerator,
  generatedIdSchema,
  generateId,
  ID_KIND_LETTERS,
  idLetterFor,
  isValidId,
  parseId,
  safeParseId,
} from './ids.ts';

const EXAMPLE_TIME = new Date('2026-11-21T22:17:51.123Z'); // 2026-11-22 06:17:51.123 in Singapore
// Ids keep two digits of the year, read as 2000..2099: the range they round-trip in.
const FIRST = new Date('2000-01-01T00:00:00.000+08:00');
const LAST = new Date('2099-12-31T23:59:59.999+08:00');
const idDates = fc.date({ min: FIRST, max: LAST, noInvalidDate: true });

describe('generateId', () => {
  it('encodes the worked example of PRODUCT.md section 8', () => {
    expect(generateId('invoice', EXAMPLE_TIME)).toBe('I26KM6Hp-1233');
  });

  it('reads the time on the Singapore clock', () => {
    // 2025-12-31 17:00 UTC is already 1 January 2026, 01:00 in Singapore.
    expect(generateId('user', new Date('2025-12-31T17:00:00.000Z'))).toBe('U26A1100-0000');
  });

  it('gives the 21 letters and X to everything else', () => {
    expect(new Set(Object.values(ID_KIND_LETTERS)).size).toBe(20);
    expect(idLetterFor('organization')).toBe('O');
    expect(idLetterFor('company')).toBe('O');
    expect(idLetterFor('subscription')).toBe('B');
    expect(idLetterFor('service')).toBe('X');
    expect(idLetterFor('toString')).toBe('X');
    expect(generateId('service', EXAMPLE_TIME)).toBe('X26KM6Hp-1233');
  });

  it('uses the last characters of each alphabet', () => {
    // 31 December, 23:59:59.999 in Singapore.
    const id = generateId('task', new Date('2099-12-31T15:59:59.999Z'));
    expect(id).toBe(`T99LVNxx-999${(99 + 11 + 31 + 23 + 59 + 59 + 999) % 7}`);
    expect(isValidId(id)).toBe(true);
  });

  it('refuses an invalid date', () => {
    expect(() => generateId('invoice', new Date('nonsense'))).toThrow('Invalid date');
  });
});

describe('parseId', () => {
  it('recovers the letter, kinds and time of the worked example', () => {
    expect(parseId('I26KM6Hp-1233')).toEqual({
      letter: 'I',
      kinds: ['invoice'],
      date: EXAMPLE_TIME,
    });
    expect(parseId(generateId('company', EXAMPLE_TIME)).kinds).toEqual(['organization', 'company']);
    expect(parseId(generateId('service', EXAMPLE_TIME)).kinds).toEqual([]);
  });

  it('gives back the letter and the time to the millisecond for any date of 2000..2099', () => {
    const kinds = [...Object.keys(ID_KIND_LETTERS), 'service'];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), idDates, (kind, date) => {
        const id = generateId(kind, date);
        const parsed = parseId(id);
        expect(parsed.letter).toBe(idLetterFor(kind));
        expect(parsed.date.getTime()).toBe(date.getTime());
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['a wrong checksum', 'I26KM6Hp-1234', 'wrong checksum'],
    ['an unknown type letter', 'Z26KM6Hp-1233', 'not an id'],
    ['a lower-case type letter', 'i26KM6Hp-1233', 'not an id'],
    ['a month letter past L', 'I26MM6Hp-1233', 'not an id'],
    ['a day past V (day 32)', 'I26KW6Hp-1233', 'not an id'],
    ['an hour past N', 'I26KMOHp-1233', 'not an id'],
    ['a second past x', 'I26KM6Hy-1233', 'not an id'],
    ['no hyphen', 'I26KM6Hp11233', 'not an id'],
    ['two digits of milliseconds', 'I26KM6Hp-123', 'not an id'],
    ['a checksum digit of 7', 'I26KM6Hp-1237', 'not an id'],
    ['trailing text', 'I26KM6Hp-1233 ', 'not an id'],
    ['an empty string', '', 'not an id'],
  ])('rejects %s', (_, id, reason) => {
    expect(isValidId(id)).toBe(false);
    expect(() => parseId(id)).toThrow(reason);
    const result = safeParseId(id);
    expect(result.ok).toBe(false);
  });

  it('rejects days that the month does not have', () => {
    const withChecksum = (head: string, sum: number) => `${head}-000${sum % 7}`;
    // 30 February 2026 (B = February, U = 30), 29 February 2026, 31 April 2026.
    expect(isValidId(withChecksum('I26BU000', 26 + 1 + 30))).toBe(false);
    expect(isValidId(withChecksum('I26BT000', 26 + 1 + 29))).toBe(false);
    expect(isValidId(withChecksum('I26DV000', 26 + 3 + 31))).toBe(false);
    expect(() => parseId(withChecksum('I26DV000', 26 + 3 + 31))).toThrow('fewer days');
    // 29 February 2028 exists.
    expect(isValidId(withChecksum('I28BT000', 28 + 1 + 29))).toBe(true);
  });

  it('accepts every generated id, through the zod schema too', () => {
    fc.assert(
      fc.property(idDates, (date) => {
        expect(generatedIdSchema.safeParse(generateId('receipt', date)).success).toBe(true);
      }),
    );
    expect(generatedIdSchema.safeParse('I26KM6Hp-1234').success).toBe(false);
  });
});

describe('createIdGenerator', () => {
  it('never repeats an id, even for 100,000 ids in one millisecond', () => {
    const generator = createIdGenerator({ now: () => EXAMPLE_TIME });
    const ids = new Set<string>();
    for (let i = 0; i < 100_000; i += 1) ids.add(generator.next('invoice'));
    expect(ids.size).toBe(100_000);
    for (const id of ids) expect(isValidId(id)).toBe(true);
  });

  it('moves on to the next free millisecond', () => {
    const generator = createIdGenerator({ now: () => EXAMPLE_TIME });
    const times = Array.from({ length: 3 }, () => parseId(generator.next('invoice')).date);
    expect(times.map((time) => time.getTime() - EXAMPLE_TIME.getTime())).toEqual([0, 1, 2]);
    // Another letter has its own sequence; kinds sharing a letter share one.
    expect(generator.next('receipt')).toBe(generateId('receipt', EXAMPLE_TIME));
    const company = generator.next('company');
    expect(generator.next('organization')).not.toBe(company);
  });

  it('keeps ids unique for any dates in any order', () => {
    // Leave room before 2100, whose ids would read as 2000, for the milliseconds moved on to.
    const dates = fc.date({
      min: FIRST,
      max: new Date(LAST.getTime() - 10_000),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        fc.array(dates, { maxLength: 300 }),
        fc.integer({ min: 0, max: 5 }),
        (picked, repeat) => {
          const generator = createIdGenerator();
          const asked = picked.flatMap((date) => Array.from({ length: repeat + 1 }, () => date));
          const ids = asked.map((date) => generator.next('expense', date));
          expect(new Set(ids).size).toBe(ids.length);
          for (const [index, id] of ids.entries()) {
            expect(parseId(id).date.getTime()).toBeGreaterThanOrEqual(asked[index]?.getTime() ?? 0);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
