import { validateUen } from '@kira/core/uen';
import { describe, expect, it } from 'vitest';
import { uenWarningOf } from './uen-warning.ts';

describe('uenWarningOf', () => {
  it('warns about a check letter that looks wrong', () => {
    const good = '201912345K';
    const expected = validateUen(good);
    const wrongLetter = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    // Whichever of the two the algorithm accepts, the other gets the warning.
    const warned = expected.warning ? good : wrongLetter;
    expect(uenWarningOf(warned)).toMatch(/check letter/);
  });

  it('says nothing for an empty field or a format error', () => {
    expect(uenWarningOf('   ')).toBeUndefined();
    expect(uenWarningOf('123')).toBeUndefined();
  });
});
