import { describe, expect, it } from 'vitest';
import {
  BANNER_INTERVAL_SECONDS,
  DEFAULT_TENANT,
  DEFAULT_TITLE,
  MIN_SEARCH_LENGTH,
  MSG_SEARCH_TOO_SHORT,
} from './constants.ts';

describe('constants', () => {
  it('holds the seed business constants', () => {
    expect(BANNER_INTERVAL_SECONDS).toBe(5);
    expect(MIN_SEARCH_LENGTH).toBe(4);
    expect(DEFAULT_TENANT).toBe('demo');
    expect(DEFAULT_TITLE).toBe('Founder');
  });

  it('words the too-short message with the minimum search length', () => {
    expect(MSG_SEARCH_TOO_SHORT).toBe(`min ${MIN_SEARCH_LENGTH} characters`);
  });
});
