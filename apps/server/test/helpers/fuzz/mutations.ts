import type { SeededRandom } from '@kira/core/seeded-random';

/** JSON text put in a body as it is: numbers such as `1e400` that JSON.stringify cannot write. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Marks a field to take out of the body. */
export const REMOVE = Symbol('remove');

/** JSON.stringify that writes RawJson as it is (and lone surrogates as `\ud800` escapes). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HUGE = 100_000;
const ODD_DATES = [
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '2025-02-29',
  '0001-01-01',
  '1900-01-01',
  '2026-1-1',
  '20260230',
  '2026-02-28T25:61:00Z',
  '+275760-09-13',
  '-000001-01-01',
  '12/31/2026',
];
const NAN_ISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  'nan',
  'null',
  'undefined',
  '1e400',
  '0x1F',
  '1_000',
  '1,000.00',
  ' 1 ',
  '+1',
  '.5',
  '5.',
  '--1',
  '1e5',
  '١٢٣',
  '１２３',
  '',
];
const LARGE_DECIMALS = [
  // Within the bounds, but more than a line or an invoice holds.
  '99999999.99',
  '1000000',
  // At and just past what numeric(14,4) and numeric(14,2) columns hold.
  '9999999999.9999',
  '10000000000',
  '999999999999.99',
  '1000000000000',
  '99999999999999.99',
  '1000000000000000000000',
  '-1000000000000000000000',
  '99999999999999999999999999.99',
  '0.000000000000000000001',
  '1000000000000000000000.123456789',
  '9'.repeat(400),
  '1e21',
];
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '-0',
  '1.7976931348623157e309',
  '9007199254740993',
  '0.1e-7',
];
const ODD_TEXT = [
  '😀',
  'İstanbul ß ﬃ',
  '\u202Eevil',
  '\uFEFF',
  '\u2028',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '%s%s%n',
  '../../etc/passwd',
  '\\',
  ' ',
  '\t\r\n',
];

type Make = (valid: unknown, random: SeededRandom) => unknown;

/** Replacements for one field of a JSON body, by name (the name goes into the report). */
export const FIELD_MUTANTS: { name: string; make: Make }[] = [
  {
    name: 'NUL inside',
    make: (v) => (typeof v === 'string' && v ? `${v[0]}\u0000${v.slice(1)}` : 'a\u0000b'),
  },
  { name: 'NUL alone', make: () => '\u0000' },
  {
    name: 'lone surrogate',
    make: (v, r) => `${typeof v === 'string' ? v : 'a'}${r.pick(['\uD800', '\uDFFF'])}`,
  },
  { name: '100 kB string', make: (_, r) => r.pick(['x', '9', 'é']).repeat(HUGE) },
  { name: 'raw number', make: (_, r) => new RawJson(r.pick(RAW_NUMBERS)) },
  { name: 'NaN-ish string', make: (_, r) => r.pick(NAN_ISH) },
  { name: 'large decimal', make: (_, r) => r.pick(LARGE_DECIMALS) },
  { name: 'negative', make: (v, r) => negativeOf(v, r) },
  { name: 'wrong type', make: (v, r) => r.pick(wrongTypesFor(v)) },
  { name: 'empty', make: (_, r) => r.pick([{}, [], '', null]) },
  { name: 'deep', make: (_, r) => (r.chance(0.5) ? nested(1_000) : new RawJson(deepText(5_000))) },
  { name: 'odd date', make: (_, r) => r.pick(ODD_DATES) },
  {
    name: 'big integer',
    make: (_, r) => r.pick([2_147_483_648, -2_147_483_649, 2 ** 53, 1e21, 1.5]),
  },
  { name: 'odd text', make: (_, r) => r.pick(ODD_TEXT) },
  { name: 'removed', make: () => REMOVE },
];

function negativeOf(valid: unknown, random: SeededRandom): unknown {
  if (typeof valid === 'number') return -valid - 1;
  if (typeof valid === 'string' && /^\d/.test(valid)) return `-${valid}`;
  return random.pick([-1, '-1', '-0.01', -2_147_483_649]);
}

function wrongTypesFor(valid: unknown): unknown[] {
  const all = [true, 0, 1, 'text', null, {}, [], [null], { a: 1 }, ['a']];
  return all.filter((v) => typeof v !== typeof valid || Array.isArray(v) !== Array.isArray(valid));
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function deepText(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/**
 * Decimals each within its own limit whose products and sums are not: a quantity times a
 * price, or the lines of a document added up, may overflow where no one field does.
 */
export const LARGE_IN_LIMITS = ['999999999.9999', '9999999999.99', '99999999.99', '999999999'];

/** Sets every decimal text among an object's own fields to a large value. */
export function enlargeDecimals(value: unknown, random: SeededRandom): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? random.pick(LARGE_IN_LIMITS) : v,
    ]),
  );
}

/** Whole bodies, written as they go on the wire, with the content type they claim. */
export function bodyMutants(
  validText: string,
): { name: string; contentType: string; payload: string | Buffer }[] {
  const json = 'application/json';
  const withNul = validText.replace(/":"/, '":"\u0000');
  return [
    { name: 'empty body', contentType: json, payload: '' },
    ...['null', '[]', '{}', '"x"', '1e400', '0', 'true', '{', '{"a":'].map((p) => ({
      name: `body ${p}`,
      contentType: json,
      payload: p,
    })),
    { name: 'deep arrays', contentType: json, payload: deepText(10_000) },
    {
      name: 'deep objects',
      contentType: json,
      payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    },
    { name: '__proto__', contentType: json, payload: '{"__proto__":{"polluted":true}}' },
    {
      name: 'constructor.prototype',
      contentType: json,
      payload: '{"constructor":{"prototype":{"polluted":true}}}',
    },
    {
      name: 'invalid UTF-8',
      contentType: json,
      payload: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from('"}'),
      ]),
    },
    { name: 'raw NUL byte in a string', contentType: json, payload: withNul },
    {
      name: 'duplicate key with NUL',
      contentType: json,
      payload: validText.replace(/^\{/, '{"name":"a\\u0000b",'),
    },
    { name: 'byte order mark', contentType: json, payload: `\uFEFF${validText}` },
    { name: '2 MB body', contentType: json, payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
    { name: 'UTF-16 charset', contentType: `${json}; charset=utf-16`, payload: validText },
    { name: 'text/plain', contentType: 'text/plain', payload: validText },
    { name: 'form body', contentType: 'application/x-www-form-urlencoded', payload: 'a=b&c=%00' },
    {
      name: 'multipart',
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\n\r\n--x--',
    },
    { name: 'a PDF', contentType: 'application/pdf', payload: '%PDF-1.4\n%%EOF\n' },
    { name: 'a PNG', contentType: 'image/png', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  ];
}

/** JSON bodies tried on routes that take a file. */
export const JSON_ON_UPLOADS = ['{}', '[]', '{"file":"a\\u0000b"}', '1e400'];

/** Replacements for a path segment or a query value (given valid and encoded), encoded. */
export const URL_MUTANTS: ((valid: string) => string)[] = [
  () => '%00',
  (v) => `${v}%00`,
  (v) => `%00${v}`,
  () => 'a%00b',
  () => '%ED%A0%80',
  () => '%uD800',
  () => 'x'.repeat(HUGE),
  () => '1e400',
  () => 'NaN',
  () => 'Infinity',
  () => '-1',
  () => '-0.01',
  () => '1000000000000000000000',
  () => '0',
  () => '',
  () => '%20',
  () => '2026-02-30',
  () => '0000-00-00',
  () => '9999-12-31',
  () => '..%2F..%2Fetc%2Fpasswd',
  () => '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  () => '../../etc/passwd',
  () => '%252e%252e%252f',
  () => 'null',
  () => '%7B%7D',
  () => '%5B%5D',
  () => "'%20OR%20'1'%3D'1",
  () => '%C0%AE%C0%AE%2F',
  () => '%FF%FE',
  () => '%F0%9F%98%80',
  () => '%E2%80%AE',
  (v) => v.toLowerCase(),
  (v) => `${v}x`,
  (v) => v.slice(0, -1),
];

/** Headers a client may send, and values for them. */
export const HEADER_NAMES = [
  'content-type',
  'origin',
  'cookie',
  'accept',
  'accept-language',
  'accept-encoding',
  'user-agent',
  'x-forwarded-for',
  'idempotency-key',
  'x-file-name',
  'if-none-match',
  'if-modified-since',
  'range',
  'referer',
  'authorization',
  'sec-fetch-site',
];

/**
 * A header value as a server receives it: HTTP carries bytes, which Node reads as Latin-1, so
 * text is sent as its UTF-8 bytes (app.inject would otherwise pass characters above U+00FF,
 * which no client can send, and fail where a real request cannot).
 */
export function headerMutant(
  valid: string | undefined,
  random: SeededRandom,
  mutant?: number,
): string {
  const texts = headerTexts(valid);
  // The last mutant is bytes that are no UTF-8 at all (chosen 1 time in 10 when left to chance).
  const chosen = mutant ?? (random.chance(0.1) ? texts.length : random.below(texts.length));
  const bytes = chosen === texts.length ? NOT_UTF8 : Buffer.from(texts[chosen] ?? '', 'utf8');
  return bytes.toString('latin1');
}

const NOT_UTF8 = Buffer.from([0xed, 0xa0, 0x80, 0xff]);

const headerTexts = (valid: string | undefined): string[] => [
  '\u0000',
  `${valid ?? 'a'}\u0000`,
  'a\u0000b',
  '\uD800',
  'x'.repeat(HUGE),
  '',
  ' ',
  '1e400',
  '-1',
  'NaN',
  '../../etc/passwd',
  '%00',
  // Percent-encoding that does not decode (a route that decodes a header must refuse it).
  '%',
  '%E0%A4%A',
  '%zz',
  'é',
  '😀',
  'bytes=-1',
  'Bearer \u0000',
  'application/json; charset=\u0000',
];

/**
 * The mutants a header the route declares (and reads itself) gets each of: what a route that
 * parses or decodes a value must survive. A few, so that one round of every case still fits
 * in the 8,000 requests `npm test` sends.
 */
export const DECLARED_HEADER_MUTANTS: number[] = [
  ...['\u0000', '\uD800', 'x'.repeat(HUGE), '', '%', '%E0%A4%A', '%zz'].map((text) =>
    headerTexts(undefined).indexOf(text),
  ),
  headerTexts(undefined).length,
];
