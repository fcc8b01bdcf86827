import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorCodeOf,
  errorDetailsOf,
  errorMessageOf,
  errorText,
  fieldErrorsOf,
} from './api-error.ts';

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

describe('field messages of a refused request', () => {
  const body = {
    error: {
      code: 'VALIDATION_FAILED',
      message: 'body.postalCode: A Singapore postal code has 6 digits.',
      details: [
        { field: 'body.postalCode', message: 'A Singapore postal code has 6 digits.' },
        { field: 'body.postalCode', message: 'second message' },
        { field: 'body.accessLevel.2.level', message: 'Pick a level' },
        { field: 7, message: 'not a field' },
        'junk',
      ],
    },
  };

  it('reads the details and keys them by form field', () => {
    expect(errorDetailsOf(body)).toHaveLength(3);
    const error = new ApiError('x', 400, 'VALIDATION_FAILED', { details: errorDetailsOf(body) });
    expect(fieldErrorsOf(error)).toEqual({
      postalCode: 'A Singapore postal code has 6 digits.',
      'accessLevel.2.level': 'Pick a level',
    });
  });

  it('is empty for anything else', () => {
    expect(errorDetailsOf({ error: { message: 'no' } })).toEqual([]);
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(new ApiError('Conflict', 409))).toEqual({});
  });
});
