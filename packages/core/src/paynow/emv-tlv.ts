import { crc16Hex } from './crc16.ts';

/**
 * EMVCo merchant-presented QR payloads are TLV text: a 2-digit tag, a 2-digit length, then
 * that many characters of value. Templates (26 for PayNow, 62 for additional data) hold TLV
 * text of their own. The payload ends with tag 63, the CRC of everything before its value.
 */
export interface EmvField {
  tag: string;
  value: string;
}

export class EmvTlvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmvTlvError';
  }
}

const MAX_VALUE_LENGTH = 99;
const TAG = /^\d{2}$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What precedes the CRC's 4 hex digits: its tag and its length. */
export const CRC_PREFIX = '6304';

/** One field as TLV text: `emvField('58', 'SG')` is `5802SG`. */
export function emvField(tag: string, value: string): string {
  if (!TAG.test(tag)) throw new EmvTlvError(`An EMV tag is 2 digits, not "${tag}".`);
  if (value.length > MAX_VALUE_LENGTH) {
    throw new EmvTlvError(
      `Field ${tag} is ${value.length} characters; an EMV field holds at most ${MAX_VALUE_LENGTH}.`,
    );
  }
  if (!PRINTABLE_ASCII.test(value)) {
    throw new EmvTlvError(`Field ${tag} holds a character that is not printable ASCII.`);
  }
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The payload with its CRC field appended: the CRC covers the text up to and including `6304`. */
export function withEmvCrc(body: string): string {
  const covered = `${body}${CRC_PREFIX}`;
  return `${covered}${crc16Hex(covered)}`;
}

/** TLV text split into its fields, in order, one level deep (open a template by splitting its value). */
export function splitEmvTlv(text: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!TAG.test(tag) || !/^\d{2}$/.test(length)) {
      throw new EmvTlvError(`Expected a 2-digit tag and length at position ${at} of the TLV text.`);
    }
    const start = at + 4;
    const end = start + Number(length);
    if (end > text.length) {
      throw new EmvTlvError(`Field ${tag} claims ${length} characters, more than the text holds.`);
    }
    fields.push({ tag, value: text.slice(start, end) });
    at = end;
  }
  return fields;
}

/**
 * A payload's top-level fields by tag, once it is known to be well formed: every tag once,
 * ending with a tag 63 whose CRC matches. Templates stay TLV text (`splitEmvTlv` them).
 */
export function parseEmvTlv(payload: string): Record<string, string> {
  const fields = splitEmvTlv(payload);
  const byTag: Record<string, string> = {};
  for (const { tag, value } of fields) {
    if (tag in byTag) throw new EmvTlvError(`Field ${tag} appears more than once.`);
    byTag[tag] = value;
  }
  const last = fields.at(-1);
  if (last?.tag !== '63' || !/^[0-9A-F]{4}$/.test(last.value)) {
    throw new EmvTlvError(
      'The payload does not end with a CRC field (63, 4 upper-case hex digits).',
    );
  }
  const expected = crc16Hex(payload.slice(0, -4));
  if (last.value !== expected) {
    throw new EmvTlvError(`The payload's CRC is ${last.value}, but its content gives ${expected}.`);
  }
  return byTag;
}
