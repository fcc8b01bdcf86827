import { ClaimedMilliseconds } from './claimed-milliseconds.ts';
import { fromSingaporeWallClock, singaporeWallClock, type WallClock } from './singapore-time.ts';
import { z } from './zod.ts';

/**
 * Generated ids (seed 9, alphabets from PRODUCT.md 8):
 * `<type letter><yy><month><day><hour><minute><second>-<ms, 3 digits><checksum>`, read on the
 * Singapore clock. An invoice at 2026-11-22 06:17:51.123 Singapore time is `I26KM6Hp-1233`.
 */

export const ID_KIND_LETTERS = {
  message: 'M',
  quotation: 'Q',
  invoice: 'I',
  delivery: 'D',
  receipt: 'R',
  purchase: 'P',
  credit: 'C',
  statement: 'S',
  organization: 'O',
  company: 'O',
  user: 'U',
  expense: 'E',
  product: 'G',
  contact: 'K',
  address: 'A',
  goodreceive: 'V',
  employee: 'H',
  announcement: 'N',
  project: 'J',
  task: 'T',
  subscription: 'B',
} as const;

export type IdKind = keyof typeof ID_KIND_LETTERS;
/** The letter of any kind without one of its own (service orders among them). */
export const DEFAULT_ID_LETTER = 'X';
export type IdLetter = (typeof ID_KIND_LETTERS)[IdKind] | typeof DEFAULT_ID_LETTER;

const MONTHS = 'ABCDEFGHIJKL'; // index 0..11
const DAYS = '123456789ABCDEFGHIJKLMNOPQRSTUV'; // day 1 is `1`, day 31 is `V`
const HOURS = '0123456789ABCDEFGHIJKLMN';
const MINUTES_SECONDS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx';

const LETTERS = `${[...new Set(Object.values(ID_KIND_LETTERS))].join('')}${DEFAULT_ID_LETTER}`;
const ID_SHAPE = new RegExp(
  `^([${LETTERS}])(\\d{2})([${MONTHS}])([${DAYS}])([${HOURS}])([${MINUTES_SECONDS}])([${MINUTES_SECONDS}])-(\\d{3})([0-6])$`,
);

/** Matches kind names exactly (lower case, as stored); anything else gets `X`. */
export function idLetterFor(kind: string): IdLetter {
  return Object.hasOwn(ID_KIND_LETTERS, kind) ? ID_KIND_LETTERS[kind as IdKind] : DEFAULT_ID_LETTER;
}

/** The kinds that share a letter (`O` is organization and company); none for `X`. */
export function kindsForLetter(letter: IdLetter): readonly IdKind[] {
  return (Object.keys(ID_KIND_LETTERS) as IdKind[]).filter(
    (kind) => ID_KIND_LETTERS[kind] === letter,
  );
}

/**
 * The id of a `kind` record made at `date` (now by default). Pure: two calls in the same
 * millisecond give the same id; use `createIdGenerator` for ids that must differ.
 */
export function generateId(kind: IdKind | (string & {}), date: Date = new Date()): string {
  const clock = singaporeWallClock(date);
  const yy = clock.year % 100;
  const month = clock.month - 1;
  const checksum =
    (yy + month + clock.day + clock.hour + clock.minute + clock.second + clock.millisecond) % 7;
  return [
    idLetterFor(kind),
    String(yy).padStart(2, '0'),
    MONTHS[month],
    DAYS[clock.day - 1],
    HOURS[clock.hour],
    MINUTES_SECONDS[clock.minute],
    MINUTES_SECONDS[clock.second],
    '-',
    String(clock.millisecond).padStart(3, '0'),
    checksum,
  ].join('');
}

export interface ParsedId {
  letter: IdLetter;
  kinds: readonly IdKind[];
  /** When it was made. Ids keep two digits of the year, read as 2000..2099. */
  date: Date;
}

export type SafeParseIdResult = { ok: true; id: ParsedId } | { ok: false; reason: string };

/** Checks shape, checksum and calendar date, and recovers the kind and the time. */
export function safeParseId(id: string): SafeParseIdResult {
  const read = readId(id);
  if ('reason' in read) return { ok: false, reason: read.reason };
  const { letter, clock } = read;
  const date = fromSingaporeWallClock(clock);
  return { ok: true, id: { letter, kinds: kindsForLetter(letter), date } };
}

/** The letter and Singapore wall clock of a valid id, or why it is not one. */
function readId(id: string): { letter: IdLetter; clock: WallClock } | { reason: string } {
  const match = ID_SHAPE.exec(id);
  if (!match) {
    return {
      reason: `"${id}" is not an id: expected a type letter, a year, five time characters, "-", three digits of milliseconds and a checksum digit`,
    };
  }
  const [, letter, yy, monthChar, dayChar, hourChar, minuteChar, secondChar, ms, checksum] =
    match as unknown as string[];
  const year = 2000 + Number(yy);
  const month = MONTHS.indexOf(monthChar as string);
  const day = DAYS.indexOf(dayChar as string) + 1;
  const hour = HOURS.indexOf(hourChar as string);
  const minute = MINUTES_SECONDS.indexOf(minuteChar as string);
  const second = MINUTES_SECONDS.indexOf(secondChar as string);
  const millisecond = Number(ms);

  const sum = Number(yy) + month + day + hour + minute + second + millisecond;
  if (sum % 7 !== Number(checksum)) {
    return { reason: `"${id}" has a wrong checksum: expected ${sum % 7}` };
  }
  if (day > daysInMonth(year, month)) {
    return { reason: `"${id}" names day ${day} of a month that has fewer days` };
  }
  const clock = { year, month: month + 1, day, hour, minute, second, millisecond };
  return { letter: letter as IdLetter, clock };
}

/** As `safeParseId`, throwing an Error that gives the reason when the id is not valid. */
export function parseId(id: string): ParsedId {
  const result = safeParseId(id);
  if (!result.ok) throw new Error(result.reason);
  return result.id;
}

/** Shape, checksum and a real calendar date. */
export function isValidId(id: string): boolean {
  return !('reason' in readId(id));
}

/** A generated id, checked for shape, checksum and date (for route params and bodies). */
export const generatedIdSchema = z.string().refine(isValidId, { message: 'Not a valid id' });

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

export interface IdGenerator {
  /** A new id for `kind` made at `date` (now by default), never one handed out before. */
  next(kind: IdKind | (string & {}), date?: Date): string;
}

export interface IdGeneratorOptions {
  /** The clock; `() => new Date()` by default. */
  now?: () => Date;
  /** How many separate runs of used milliseconds to remember per letter. */
  maxRunsPerLetter?: number;
}

/**
 * Hands out ids that never repeat within this generator: when the asked millisecond already
 * gave an id of that letter, the id takes the next free millisecond instead (100,000 ids made
 * at once span 100 seconds of id time). Kinds that share a letter share the sequence, since
 * their ids would otherwise collide. Keep one generator per process.
 */
export function createIdGenerator(options: IdGeneratorOptions = {}): IdGenerator {
  const now = options.now ?? (() => new Date());
  const maxRuns = options.maxRunsPerLetter ?? 50_000;
  const claimed = new Map<IdLetter, ClaimedMilliseconds>();
  return {
    next(kind, date = now()) {
      const time = date.getTime();
      if (Number.isNaN(time)) throw new RangeError('Invalid date');
      const letter = idLetterFor(kind);
      let used = claimed.get(letter);
      if (!used) {
        used = new ClaimedMilliseconds(maxRuns);
        claimed.set(letter, used);
      }
      return generateId(kind, new Date(used.claim(time)));
    },
  };
}

/**
 * A path id of one of `kinds` (a document id is any document kind's): what cannot be one names
 * nothing, and the API answers 404 without asking the database.
 */
export function idOfKindsSchema(kinds: readonly (IdKind | (string & {}))[]) {
  const letters = new Set(kinds.map(idLetterFor));
  return z.string().refine(
    (id) => {
      const parsed = safeParseId(id);
      return parsed.ok && letters.has(parsed.id.letter);
    },
    { message: 'No such record' },
  );
}

/** Ids made by others (better-auth's user ids, UUIDs, named tenants such as `demo`). */
export const opaqueIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'No such record' });
