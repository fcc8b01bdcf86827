import { NEW_USER_LEVELS, toAccessList } from '@kira/core/claims';
import { describe, expect, it } from 'vitest';
import { needsNewUserClaims, newUserClaims } from './new-user-claims.ts';

describe('the new-user claims /loggingin applies (seed sections 4 and 6)', () => {
  it('puts the user in demo with read everywhere but administrator, on the free plan', () => {
    expect(newUserClaims('auth-1')).toEqual({
      userUid: 'auth-1',
      tenantId: 'demo',
      accessLevel: [
        { department: 'finance', level: 'read' },
        { department: 'operation', level: 'read' },
        { department: 'sales', level: 'read' },
        { department: 'marketing', level: 'read' },
        { department: 'company', level: 'read' },
        { department: 'administrator', level: 'none' },
      ],
      subscription: 'free',
    });
  });

  it('matches the levels the server allows a new user to apply', () => {
    expect(newUserClaims('x').accessLevel).toEqual(toAccessList(NEW_USER_LEVELS));
  });

  it('gives each call its own list', () => {
    const first = newUserClaims('a');
    const second = newUserClaims('b');
    expect(first.accessLevel).not.toBe(second.accessLevel);
    expect(first.accessLevel[0]).not.toBe(second.accessLevel[0]);
  });

  it('is applied only to users in the demo company with no company of their own', () => {
    expect(needsNewUserClaims('demo', [])).toBe(true);
    expect(needsNewUserClaims('demo', ['demo'])).toBe(true);
    expect(needsNewUserClaims('demo', ['O26ABC-1234', 'demo'])).toBe(false);
    expect(needsNewUserClaims('O26ABC-1234', ['O26ABC-1234', 'demo'])).toBe(false);
    expect(needsNewUserClaims(undefined, [])).toBe(false);
  });
});
