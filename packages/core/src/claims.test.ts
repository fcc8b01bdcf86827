import { describe, expect, it } from 'vitest';
import {
  type AccessLevels,
  type ClaimsActor,
  type ClaimsTarget,
  decideSetClaims,
  FOUNDER_LEVELS,
  leavesNoAdministrator,
  MSG_LAST_ADMINISTRATOR,
  NEW_USER_LEVELS,
  NO_LEVELS,
  type SetClaimsRequest,
  setClaimsRequestSchema,
  toAccessList,
} from './claims.ts';

const newUser: ClaimsActor = { userUid: 'u1', isDeveloper: false, memberships: new Map() };
const demoTarget: ClaimsTarget = {
  userUid: 'u1',
  tenantPlan: 'free',
  currentLevels: null,
  administratorCount: 0,
};

function request(
  overrides: Partial<SetClaimsRequest> & { levels?: AccessLevels } = {},
): SetClaimsRequest {
  const { levels = NEW_USER_LEVELS, ...rest } = overrides;
  return {
    userUid: 'u1',
    tenantId: 'demo',
    accessLevel: toAccessList(levels),
    subscription: 'free',
    ...rest,
  };
}

describe('setClaimsRequestSchema', () => {
  it('accepts the six departments in any order and returns them in the seed order', () => {
    const parsed = setClaimsRequestSchema.parse({
      ...request(),
      accessLevel: [...toAccessList(NEW_USER_LEVELS)].reverse(),
    });
    expect(parsed.accessLevel.map((a) => a.department)).toEqual([
      'finance',
      'operation',
      'sales',
      'marketing',
      'company',
      'administrator',
    ]);
  });

  it('refuses a missing or repeated department and unknown levels', () => {
    const list = toAccessList(NEW_USER_LEVELS);
    expect(
      setClaimsRequestSchema.safeParse({ ...request(), accessLevel: list.slice(1) }).success,
    ).toBe(false);
    expect(
      setClaimsRequestSchema.safeParse({ ...request(), accessLevel: [...list.slice(1), list[1]] })
        .success,
    ).toBe(false);
    expect(
      setClaimsRequestSchema.safeParse({
        ...request(),
        accessLevel: [{ department: 'finance', level: 'admin' }, ...list.slice(1)],
      }).success,
    ).toBe(false);
    expect(setClaimsRequestSchema.safeParse({ ...request(), subscription: 'gold' }).success).toBe(
      false,
    );
  });
});

describe('decideSetClaims', () => {
  it('lets a user with no company apply exactly the new-user levels to themselves', () => {
    expect(decideSetClaims(newUser, request(), demoTarget)).toEqual({
      allowed: true,
      as: 'new-user',
    });
  });

  it('refuses anything more than the new-user levels, for someone else, or once in a company', () => {
    expect(decideSetClaims(newUser, request({ levels: FOUNDER_LEVELS }), demoTarget).allowed).toBe(
      false,
    );
    expect(decideSetClaims(newUser, request({ userUid: 'u2' }), demoTarget).allowed).toBe(false);
    const member = { ...newUser, memberships: new Map([['O1', FOUNDER_LEVELS]]) };
    expect(decideSetClaims(member, request(), demoTarget).allowed).toBe(false);
  });

  it('refuses the developer flag and another plan from anyone but a developer', () => {
    expect(decideSetClaims(newUser, request({ isDeveloper: true }), demoTarget)).toMatchObject({
      allowed: false,
      reason: 'Only a developer may set the developer flag',
    });
    expect(
      decideSetClaims(newUser, request({ subscription: 'business' }), demoTarget).allowed,
    ).toBe(false);
    const developer = { ...newUser, isDeveloper: true };
    expect(
      decideSetClaims(
        developer,
        request({ isDeveloper: true, subscription: 'business', levels: FOUNDER_LEVELS }),
        demoTarget,
      ),
    ).toEqual({ allowed: true, as: 'developer' });
  });

  it('lets an administrator set a member’s levels but never remove the last administrator', () => {
    const admin: ClaimsActor = {
      userUid: 'a',
      isDeveloper: false,
      memberships: new Map([['O1', FOUNDER_LEVELS]]),
    };
    const member: ClaimsTarget = {
      userUid: 'm',
      tenantPlan: 'team',
      currentLevels: NO_LEVELS,
      administratorCount: 1,
    };
    const body = request({
      userUid: 'm',
      tenantId: 'O1',
      subscription: 'team',
      levels: NEW_USER_LEVELS,
    });
    expect(decideSetClaims(admin, body, member)).toEqual({ allowed: true, as: 'administrator' });
    const self: ClaimsTarget = {
      userUid: 'a',
      tenantPlan: 'team',
      currentLevels: FOUNDER_LEVELS,
      administratorCount: 1,
    };
    expect(decideSetClaims(admin, { ...body, userUid: 'a' }, self)).toMatchObject({
      allowed: false,
      reason: MSG_LAST_ADMINISTRATOR,
    });
    expect(
      decideSetClaims(admin, { ...body, userUid: 'a' }, { ...self, administratorCount: 2 }).allowed,
    ).toBe(true);
    expect(decideSetClaims(admin, body, { ...member, currentLevels: null }).allowed).toBe(false);
  });

  it('refuses members without administrator write', () => {
    const reader: ClaimsActor = {
      userUid: 'r',
      isDeveloper: false,
      memberships: new Map([['O1', { ...FOUNDER_LEVELS, administrator: 'read' }]]),
    };
    const member: ClaimsTarget = {
      userUid: 'm',
      tenantPlan: 'free',
      currentLevels: NO_LEVELS,
      administratorCount: 1,
    };
    expect(decideSetClaims(reader, request({ userUid: 'm', tenantId: 'O1' }), member).allowed).toBe(
      false,
    );
  });
});

describe('leavesNoAdministrator', () => {
  it('refuses to remove or demote the last administrator, and only them', () => {
    expect(leavesNoAdministrator(FOUNDER_LEVELS, null, 1)).toBe(true);
    expect(leavesNoAdministrator(FOUNDER_LEVELS, NEW_USER_LEVELS, 1)).toBe(true);
    expect(leavesNoAdministrator(FOUNDER_LEVELS, FOUNDER_LEVELS, 1)).toBe(false);
    expect(leavesNoAdministrator(FOUNDER_LEVELS, null, 2)).toBe(false);
    expect(leavesNoAdministrator(NEW_USER_LEVELS, null, 1)).toBe(false);
  });
});
