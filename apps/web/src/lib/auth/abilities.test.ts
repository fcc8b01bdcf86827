import type { Abilities } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { allows } from './abilities.ts';

const abilities = { 'company.read': true, 'company.update': false } as Abilities;

describe('allows', () => {
  it('says yes only where the server said yes', () => {
    expect(allows(abilities, 'company.read')).toBe(true);
    expect(allows(abilities, 'company.update')).toBe(false);
    expect(allows(abilities, 'audit.read')).toBe(false);
  });

  it('says no while the abilities are unknown', () => {
    expect(allows(null, 'company.read')).toBe(false);
    expect(allows(undefined, 'members.read')).toBe(false);
  });
});
