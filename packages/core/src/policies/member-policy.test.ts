import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS, MSG_LAST_ADMINISTRATOR, NO_LEVELS } from '../claims.ts';
import { MSG_READ_ONLY_COMPANY } from '../permissions.ts';
import { accessWith } from './access-for-tests.ts';
import { decideMember, decideMembers, type MemberFacts, memberAbilities } from './member-policy.ts';

const access = accessWith;
const admin = access({ administrator: 'write' });
const clerk: MemberFacts = { levels: { ...NO_LEVELS, sales: 'write' }, administrators: 1 };
const lastAdministrator: MemberFacts = { levels: FOUNDER_LEVELS, administrators: 1 };

describe('the member policy', () => {
  it('lets an administrator change and remove a member', () => {
    expect(memberAbilities(admin, clerk)).toEqual({ edit: true, remove: true });
    expect(memberAbilities(admin, { ...lastAdministrator, administrators: 2 })).toEqual({
      edit: true,
      remove: true,
    });
  });

  it('never lets the last administrator be removed or stop being one', () => {
    expect(memberAbilities(admin, lastAdministrator)).toEqual({ edit: true, remove: false });
    expect(decideMember(admin, 'remove', lastAdministrator)).toEqual({
      allowed: false,
      reason: MSG_LAST_ADMINISTRATOR,
      because: 'state',
    });
    expect(decideMember(admin, 'edit', lastAdministrator, NO_LEVELS)).toMatchObject({
      because: 'state',
    });
    expect(decideMember(admin, 'edit', lastAdministrator, FOUNDER_LEVELS).allowed).toBe(true);
  });

  it('gives a reader, and a member without levels, no ability at all', () => {
    for (const levels of [{ administrator: 'read' }, { sales: 'write' }, {}] as const) {
      expect(memberAbilities(access(levels), clerk)).toEqual({ edit: false, remove: false });
    }
    expect(decideMembers(access({ administrator: 'read' }), 'read').allowed).toBe(true);
    expect(decideMember(access({ administrator: 'read' }), 'remove', clerk)).toMatchObject({
      because: 'access',
    });
  });

  it('keeps the demo company read-only', () => {
    const demo = access(FOUNDER_LEVELS, { companyReadOnly: true });
    expect(memberAbilities(demo, clerk)).toEqual({ edit: false, remove: false });
    expect(decideMembers(demo, 'manage')).toMatchObject({ reason: MSG_READ_ONLY_COMPANY });
  });
});
