import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, crc16Hex } from './crc16.ts';

describe('crc16CcittFalse', () => {
  it('gives the published check value of "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
  });

  it('starts from FFFF, so empty text keeps the initial value', () => {
    expect(crc16Hex('')).toBe('FFFF');
  });

  it('pads to 4 upper-case hex digits', () => {
    expect(crc16Hex('A')).toBe('B915');
    const withLeadingZero = Array.from({ length: 500 }, (_, index) => `x${index}`).find(
      (text) => crc16CcittFalse(text) < 0x1000,
    );
    expect(withLeadingZero).toBeDefined();
    expect(crc16Hex(withLeadingZero ?? '')).toMatch(/^0[0-9A-F]{3}$/);
  });
});
