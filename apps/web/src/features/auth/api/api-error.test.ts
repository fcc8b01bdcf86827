import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeOf, errorMessageOf, errorText } from './api-error.ts';

describe('error answers (docs/api/accounts.md)', () => {
  it("reads Kira's own error shape first", () => {
    const body = { error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } };
    expect(errorMessageOf(body, 'fallback')).toBe('User not authenticated');
    expect(errorCodeOf(body)).toBe('UNAUTHENTICATED');
  });

  it("then better-auth's", () => {
    const body = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
    expect(errorMessageOf(body, 'fallback')).toBe('Invalid email or password');
    expect(errorCodeOf(body)).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('falls back when the body says nothing usable', () => {
    for (const body of [null, undefined, 'text', 42, {}, { error: {} }, { message: '  ' }]) {
      expect(errorMessageOf(body, 'Could not log in')).toBe('Could not log in');
      expect(errorCodeOf(body)).toBeUndefined();
    }
    expect(errorMessageOf({ error: { message: 7 }, message: 'outer' }, 'x')).toBe('outer');
  });

  it('shows any thrown error by its message', () => {
    expect(errorText(new ApiError('Too many attempts', 429, 'RATE_LIMITED'), 'x')).toBe(
      'Too many attempts',
    );
    expect(errorText(new Error(''), 'fallback')).toBe('fallback');
    expect(errorText('boom', 'fallback')).toBe('fallback');
  });
});
