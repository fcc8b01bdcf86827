import { describe, expect, it } from 'vitest';
import { formatUen, formatUenLine } from './uen.ts';

describe('UEN display', () => {
  it('writes a UEN in capitals without spaces or dashes', () => {
    expect(formatUen('201912345R')).toBe('201912345R');
    expect(formatUen(' t01fc6132d ')).toBe('T01FC6132D');
    expect(formatUen('2019-12345 r')).toBe('201912345R');
  });

  it('shows nothing for no UEN', () => {
    expect(formatUen(null)).toBe('');
    expect(formatUen(undefined)).toBe('');
    expect(formatUenLine('  ')).toBe('');
  });

  it('labels the UEN for a letterhead', () => {
    expect(formatUenLine('53123456l')).toBe('UEN 53123456L');
  });
});
