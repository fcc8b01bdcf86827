import { describe, expect, it } from 'vitest';
import { formatUptime } from './format-uptime.ts';

describe('formatUptime', () => {
  it('gives the two largest units', () => {
    expect(formatUptime(42)).toBe('42 s');
    expect(formatUptime(125)).toBe('2 min');
    expect(formatUptime(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });
});
