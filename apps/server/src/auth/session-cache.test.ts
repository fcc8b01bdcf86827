import { describe, expect, it } from 'vitest';
import { SessionCache, sessionTokenOf } from './session-cache.ts';

const signedIn = {
  user: { id: 'u1', email: 'a@x.sg', name: 'A', emailVerified: true },
  sessionId: 's1',
};

describe('the session cache', () => {
  it('trusts an entry for its time to live, then forgets it', () => {
    const cache = new SessionCache(1_000);
    cache.set('token', signedIn, 0, 10_000);
    expect(cache.get('token', 10_500)?.signedIn).toBe(signedIn);
    expect(cache.get('token', 11_001)).toBeUndefined();
    expect(cache.get('token', 10_500)).toBeUndefined();
  });

  it('forgets everything when a session or user changes, and never grows past its size', () => {
    const cache = new SessionCache(1_000, 2);
    cache.set('a', signedIn, 0, 0);
    cache.set('b', signedIn, 0, 0);
    cache.set('c', signedIn, 0, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.clear();
    expect(cache.get('c', 1)).toBeUndefined();
  });

  it('reads the session cookie, secure or not, among others', () => {
    expect(sessionTokenOf('theme=dark; better-auth.session_token=abc.def; x=1')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('theme=dark')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});
