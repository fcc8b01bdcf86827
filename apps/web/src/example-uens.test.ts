import { validateUen } from '@kira/core/uen';
import { describe, expect, it } from 'vitest';

/**
 * Where a person reads an example UEN: the screens, the messages of the shared rules and the
 * docs, the landing page's artwork included. Tests are left out (they quote wrong check
 * letters on purpose).
 */
const TEXTS: Record<string, string> = import.meta.glob(
  [
    './**/*.{ts,tsx}',
    '!./**/*.test.ts',
    '../../../packages/core/src/**/*.ts',
    '!../../../packages/core/src/**/*.test.ts',
    '../../../docs/**/*.md',
    '../../../README.md',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Shaped like one of the three UEN formats: 8 or 9 digits and a letter, or T/S/R... */
const UEN_SHAPED = /\b(?:\d{8,9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])\b/g;

describe('example UENs', () => {
  it('pass Kira’s own UEN check, check letter included, wherever a person reads one', () => {
    const found: string[] = [];
    const wrong: string[] = [];
    for (const [file, text] of Object.entries(TEXTS)) {
      for (const [uen] of text.matchAll(UEN_SHAPED)) {
        found.push(uen);
        const check = validateUen(uen);
        if (!check.ok || check.warning)
          wrong.push(`${file}: ${uen} (${check.error ?? check.warning})`);
      }
    }
    expect(Object.keys(TEXTS)).toEqual(
      expect.arrayContaining([
        './features/settings/components/profile-form.tsx',
        '../../../README.md',
      ]),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
