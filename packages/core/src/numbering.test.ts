import { describe, expect, it } from 'vitest';
import {
  decideNumberingChange,
  formatDocumentNumber,
  NUMBERED_KINDS,
  numberingPatchSchema,
} from './numbering.ts';

describe('formatDocumentNumber', () => {
  it('pads to the width and keeps wider numbers whole', () => {
    expect(formatDocumentNumber('INV-', 6, 123)).toBe('INV-000123');
    expect(formatDocumentNumber('', 3, 12345)).toBe('12345');
  });
});

describe('decideNumberingChange', () => {
  const current = { prefix: 'INV-', padding: 6, nextNumber: 42 };
  const fresh = () => 1;

  it('moves the next number forward, never back', () => {
    expect(decideNumberingChange(current, { nextNumber: 100 }, fresh)).toEqual({
      ok: true,
      numbering: { prefix: 'INV-', padding: 6, nextNumber: 100 },
    });
    expect(decideNumberingChange(current, { nextNumber: 41 }, fresh)).toEqual({
      ok: false,
      reason: 'The next number can only move forward: INV-000042 or later',
    });
  });

  it('starts a new prefix at its own series, and an old one where it stopped', () => {
    expect(decideNumberingChange(current, { prefix: 'INV26-' }, fresh)).toEqual({
      ok: true,
      numbering: { prefix: 'INV26-', padding: 6, nextNumber: 1 },
    });
    const used = (prefix: string) => (prefix === 'OLD-' ? 7 : 1);
    expect(decideNumberingChange(current, { prefix: 'OLD-', nextNumber: 3 }, used).ok).toBe(false);
    expect(decideNumberingChange(current, { prefix: 'OLD-' }, used)).toMatchObject({
      numbering: { nextNumber: 7 },
    });
  });
});

describe('numberingPatchSchema', () => {
  it('refuses spaces, empty patches and numbers below 1', () => {
    expect(numberingPatchSchema.safeParse({ prefix: 'IN V' }).success).toBe(false);
    expect(numberingPatchSchema.safeParse({}).success).toBe(false);
    expect(numberingPatchSchema.safeParse({ nextNumber: 0 }).success).toBe(false);
    expect(numberingPatchSchema.safeParse({ prefix: '' }).success).toBe(true);
  });

  it('has a distinct default prefix for every numbered kind', () => {
    expect(new Set(NUMBERED_KINDS.map((k) => k.prefix)).size).toBe(NUMBERED_KINDS.length);
  });
});
