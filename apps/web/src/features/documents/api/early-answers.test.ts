import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, earlyOr } from './early-answers.ts';

describe('early answers', () => {
  afterEach(() => vi.useRealTimers());

  it('go to the first query that wants them, once', async () => {
    askEarly('document a', () => Promise.resolve('early'));
    const ask = vi.fn(() => Promise.resolve('asked again'));
    expect(await earlyOr('document a', ask)).toBe('early');
    expect(ask).not.toHaveBeenCalled();
    expect(await earlyOr('document a', ask)).toBe('asked again');
  });

  it('are not taken for another key, nor once they are old', async () => {
    vi.useFakeTimers();
    askEarly('defaults invoice', () => Promise.resolve('early'));
    expect(await earlyOr('defaults quotation', () => Promise.resolve('other'))).toBe('other');
    vi.advanceTimersByTime(10_001);
    expect(await earlyOr('defaults invoice', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('carry a failure to the query that takes it, and only to it', async () => {
    askEarly('document b', () => Promise.reject(new Error('404')));
    await expect(earlyOr('document b', () => Promise.resolve('never'))).rejects.toThrow('404');
  });
});
