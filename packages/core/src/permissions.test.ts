import { describe, expect, it } from 'vitest';
import { type AccessLevels, FOUNDER_LEVELS, NEW_USER_LEVELS, NO_LEVELS } from './claims.ts';
import {
  ACTIONS,
  type Access,
  abilitiesOf,
  abilitiesSchema,
  accessKey,
  decideAccess,
  MSG_READ_ONLY_COMPANY,
  MSG_VERIFY_FIRST,
} from './permissions.ts';

const access = (levels: AccessLevels, overrides: Partial<Access> = {}): Access => ({
  levels,
  isDeveloper: false,
  emailVerified: true,
  companyReadOnly: false,
  ...overrides,
});

describe('decideAccess', () => {
  it('gives a founder every action and nobody without levels any', () => {
    expect(ACTIONS.every((a) => decideAccess(access(FOUNDER_LEVELS), a).allowed)).toBe(true);
    expect(ACTIONS.some((a) => decideAccess(access(NO_LEVELS), a).allowed)).toBe(false);
  });

  it('lets read see and write change, per department', () => {
    const companyRead = access({ ...NO_LEVELS, company: 'read' });
    expect(decideAccess(companyRead, 'company.read')).toEqual({ allowed: true });
    expect(decideAccess(companyRead, 'company.update')).toEqual({
      allowed: false,
      reason: 'This needs write access to company in this company.',
    });
    expect(decideAccess(access({ ...NO_LEVELS, administrator: 'write' }), 'members.read')).toEqual({
      allowed: true,
    });
  });

  it('keeps a read-only company read-only to all but developers', () => {
    const demo = access(FOUNDER_LEVELS, { companyReadOnly: true });
    expect(decideAccess(demo, 'company.read')).toEqual({ allowed: true });
    expect(decideAccess(demo, 'company.update')).toEqual({
      allowed: false,
      reason: MSG_READ_ONLY_COMPANY,
    });
    expect(decideAccess({ ...demo, isDeveloper: true }, 'company.update')).toEqual({
      allowed: true,
    });
  });

  it('refuses everything until the e-mail address is verified', () => {
    expect(decideAccess(access(FOUNDER_LEVELS, { emailVerified: false }), 'company.read')).toEqual({
      allowed: false,
      reason: MSG_VERIFY_FIRST,
    });
  });
});

describe('abilitiesOf', () => {
  it('lists every action, valid against its schema', () => {
    const abilities = abilitiesOf(access(NEW_USER_LEVELS));
    expect(abilitiesSchema.parse(abilities)).toEqual(abilities);
    expect(abilities['company.read']).toBe(true);
    expect(abilities['members.read']).toBe(false);
    expect(Object.keys(abilities).sort()).toEqual([...ACTIONS].sort());
  });
});

describe('accessKey', () => {
  const flags = ['isDeveloper', 'emailVerified', 'companyReadOnly'] as const;

  it('is the same for two accesses alike, and so are their frozen answers', () => {
    const first = access(FOUNDER_LEVELS);
    const second = access({ ...FOUNDER_LEVELS });
    expect(accessKey(second)).toBe(accessKey(first));
    expect(abilitiesOf(second)).toEqual(abilitiesOf(first));
    expect(Object.isFrozen(abilitiesOf(first))).toBe(true);
  });

  it('differs when a level or a flag differs, and so do the answers that depend on it', () => {
    const founder = access(FOUNDER_LEVELS);
    const reader = access({ ...FOUNDER_LEVELS, company: 'read' });
    expect(accessKey(reader)).not.toBe(accessKey(founder));
    expect(abilitiesOf(reader)['company.update']).toBe(false);
    expect(abilitiesOf(founder)['company.update']).toBe(true);
    for (const flag of flags) {
      const flipped = { ...founder, [flag]: !founder[flag] };
      expect(accessKey(flipped), flag).not.toBe(accessKey(founder));
      expect(abilitiesOf(flipped)).toEqual(
        Object.fromEntries(
          ACTIONS.map((action) => [action, decideAccess(flipped, action).allowed]),
        ),
      );
    }
  });
});
