import { describe, expect, it } from 'vitest';
import { crc16Hex } from './crc16.ts';
import { EmvTlvError, emvField, parseEmvTlv, splitEmvTlv, withEmvCrc } from './emv-tlv.ts';

const GOLDEN =
  '00020101021226520009SG.PAYNOW010120213S99345678ABCD03011040899991231520400005303702540512.345802SG5912ACME Pte Ltd6009Singapore62110107INV123463041E74';

describe('emvField', () => {
  it('writes the tag, a 2-digit length and the value', () => {
    expect(emvField('58', 'SG')).toBe('5802SG');
    expect(emvField('62', '')).toBe('6200');
    expect(emvField('59', 'x'.repeat(99))).toBe(`5999${'x'.repeat(99)}`);
  });

  it('refuses a value too long for two digits, a bad tag, or text that is not printable ASCII', () => {
    expect(() => emvField('59', 'x'.repeat(100))).toThrow(EmvTlvError);
    expect(() => emvField('5', 'SG')).toThrow(/2 digits/);
    expect(() => emvField('59', 'Café')).toThrow(/printable ASCII/);
    expect(() => emvField('59', 'a\nb')).toThrow(/printable ASCII/);
  });
});

describe('splitEmvTlv', () => {
  it('splits TLV text into its fields, in order, templates kept whole', () => {
    expect(splitEmvTlv('0002015802SG62110107INV1234')).toEqual([
      { tag: '00', value: '01' },
      { tag: '58', value: 'SG' },
      { tag: '62', value: '0107INV1234' },
    ]);
    expect(splitEmvTlv('')).toEqual([]);
  });

  it('refuses a field longer than the text, or a broken header', () => {
    expect(() => splitEmvTlv('5805SG')).toThrow(/more than the text holds/);
    expect(() => splitEmvTlv('5802SGx')).toThrow(/position 6/);
    expect(() => splitEmvTlv('58a2SG')).toThrow(/position 0/);
  });
});

describe('parseEmvTlv', () => {
  it('gives the golden payload its fields by tag', () => {
    const fields = parseEmvTlv(GOLDEN);
    expect(fields).toEqual({
      '00': '01',
      '01': '12',
      '26': '0009SG.PAYNOW010120213S99345678ABCD03011040899991231',
      '52': '0000',
      '53': '702',
      '54': '12.34',
      '58': 'SG',
      '59': 'ACME Pte Ltd',
      '60': 'Singapore',
      '62': '0107INV1234',
      '63': '1E74',
    });
  });

  it('checks the CRC: one changed character is caught', () => {
    expect(() => parseEmvTlv(GOLDEN.replace('12.34', '12.35'))).toThrow(
      /CRC is 1E74, but its content gives/,
    );
    expect(() => parseEmvTlv(`${GOLDEN.slice(0, -4)}1e74`)).toThrow(/does not end with a CRC/);
  });

  it('refuses a payload without a CRC at the end, or with a tag twice', () => {
    expect(() => parseEmvTlv('000201')).toThrow(/does not end with a CRC/);
    expect(() => parseEmvTlv(withEmvCrc('0002010002015802SG'))).toThrow(
      /00 appears more than once/,
    );
  });

  it('accepts what withEmvCrc writes', () => {
    const payload = withEmvCrc('0002015802SG');
    expect(payload).toBe(`0002015802SG6304${crc16Hex('0002015802SG6304')}`);
    expect(parseEmvTlv(payload)['58']).toBe('SG');
  });
});
