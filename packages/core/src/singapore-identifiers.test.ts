import { describe, expect, it } from 'vitest';
import {
  checkGstNumber,
  checkPhone,
  checkPostalCode,
  checkSingaporeMobile,
  checkTypedGstNumber,
  gstNumberKey,
} from './singapore-identifiers.ts';

describe('checkSingaporeMobile', () => {
  it.each([
    ['91234567', '+6591234567'],
    ['+65 9123 4567', '+6591234567'],
    ['65-8123-4567', '+6581234567'],
    ['(+65) 8765 4321', '+6587654321'],
  ])('accepts %s as %s', (input, value) => {
    expect(checkSingaporeMobile(input)).toEqual({ ok: true, value });
  });

  it.each(['61234567', '9123456', '912345678', '+60 9123 4567', 'nine', ''])(
    'refuses %s',
    (input) => {
      expect(checkSingaporeMobile(input).ok).toBe(false);
    },
  );
});

describe('checkGstNumber', () => {
  it.each([
    ['M2-1234567-8', 'M212345678'],
    ['mr-8500123-4', 'MR85001234'],
    ['M90312345X', 'M90312345X'],
    ['201912345K', '201912345K'],
    ['53312345D', '53312345D'],
  ])('accepts %s as %s', (input, value) => {
    expect(checkGstNumber(input)).toEqual({ ok: true, value });
  });

  it.each(['M2-123456-8', 'X212345678', 'GST123', ''])('refuses %s', (input) => {
    expect(checkGstNumber(input).ok).toBe(false);
  });
});

describe("a contact's GST number", () => {
  it('is kept as typed, only trimmed, when its letters and digits make a GST number', () => {
    expect(checkTypedGstNumber(' M2-1234567-8 ')).toEqual({ ok: true, value: 'M2-1234567-8' });
    expect(checkTypedGstNumber('MR 8500123 4')).toEqual({ ok: true, value: 'MR 8500123 4' });
    expect(checkTypedGstNumber('201912345-K')).toEqual({ ok: true, value: '201912345-K' });
    expect(checkTypedGstNumber('M2-123456-8').ok).toBe(false);
  });

  it('is compared without punctuation or case', () => {
    expect(gstNumberKey('M2-1234567-8')).toBe('M212345678');
    expect(gstNumberKey('m2 1234567/8')).toBe(gstNumberKey('M212345678'));
    expect(gstNumberKey('M2-1234567-8')).not.toBe(gstNumberKey('M2-1234567-9'));
  });
});

describe('checkPhone and checkPostalCode', () => {
  it('accepts written phone numbers and refuses letters or too few digits', () => {
    expect(checkPhone(' +65 6123 4567 ')).toEqual({ ok: true, value: '+65 6123 4567' });
    expect(checkPhone('6123-4567')).toEqual({ ok: true, value: '6123-4567' });
    expect(checkPhone('call me').ok).toBe(false);
    expect(checkPhone('1234').ok).toBe(false);
  });

  it('takes 6-digit postal codes only', () => {
    expect(checkPostalCode('048616')).toEqual({ ok: true, value: '048616' });
    expect(checkPostalCode('48616').ok).toBe(false);
    expect(checkPostalCode('S048616').ok).toBe(false);
  });
});
