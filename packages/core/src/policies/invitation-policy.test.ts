import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from '../claims.ts';
import { accessWith } from './access-for-tests.ts';
import { decideInvitation, decideInvitations, invitationAbilities } from './invitation-policy.ts';

const access = accessWith;
const admin = access({ administrator: 'write' });

describe('the invitation policy', () => {
  it('lets an administrator revoke a pending invitation only', () => {
    expect(invitationAbilities(admin, { status: 'pending' })).toEqual({ revoke: true });
    for (const status of ['accepted', 'revoked', 'expired'] as const) {
      expect(invitationAbilities(admin, { status })).toEqual({ revoke: false });
      expect(decideInvitation(admin, 'revoke', { status })).toEqual({
        allowed: false,
        reason: `This invitation is ${status} and can no longer be revoked`,
        because: 'state',
      });
    }
  });

  it('gives a reader, a member without levels and the demo company no ability', () => {
    const demo = access(FOUNDER_LEVELS, { companyReadOnly: true });
    for (const who of [access({ administrator: 'read' }), access({}), demo]) {
      expect(invitationAbilities(who, { status: 'pending' })).toEqual({ revoke: false });
      expect(decideInvitations(who, 'invite').allowed).toBe(false);
    }
    expect(decideInvitations(access({ administrator: 'read' }), 'read').allowed).toBe(true);
  });
});
