import { describe, expect, it } from 'vitest';
import { withRetry } from './retry.ts';

/** An error as pg gives a failed statement: its SQLSTATE in `code`. */
const failed = (code: string, constraint?: string) =>
  Object.assign(new Error(`failed with ${code}`), { code, constraint });

/** Work that fails with each of `errors` in turn, then answers how many times it ran. */
function failingFirst(...errors: Error[]) {
  let runs = 0;
  return {
    work: async () => {
      runs++;
      const error = errors[runs - 1];
      if (error) throw error;
      return runs;
    },
    runs: () => runs,
  };
}

describe('withRetry', () => {
  it('runs a deadlock loser and a serialization failure again', async () => {
    const { work } = failingFirst(failed('40P01'), failed('40001'));
    expect(await withRetry(work)).toBe(3);
  });

  it('runs again on a failure the caller names, and on no other', async () => {
    const outside = (error: unknown) =>
      (error as { constraint?: string }).constraint === 'documents_issued_numbered';
    const retried = failingFirst(failed('23514', 'documents_issued_numbered'));
    expect(await withRetry(retried.work, { alsoWhen: outside })).toBe(2);

    const other = failingFirst(failed('23514', 'another_check'));
    await expect(withRetry(other.work, { alsoWhen: outside })).rejects.toThrow('23514');
    expect(other.runs()).toBe(1);
  });

  it('gives up after its attempts with the last error', async () => {
    const { work, runs } = failingFirst(failed('40P01'), failed('40P01'), failed('40001'));
    await expect(withRetry(work, { attempts: 3 })).rejects.toThrow('40001');
    expect(runs()).toBe(3);
  });

  it('lets any other error up at once', async () => {
    const { work, runs } = failingFirst(new Error('a bug'));
    await expect(withRetry(work)).rejects.toThrow('a bug');
    expect(runs()).toBe(1);
  });

  it("reads the SQLSTATE through drizzle's wrapper, and never a Node error code", async () => {
    const wrapped = new Error('Failed query: update ...', { cause: failed('40P01') });
    expect(await withRetry(failingFirst(wrapped).work)).toBe(2);
    const lost = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    await expect(withRetry(failingFirst(lost).work)).rejects.toThrow('EPIPE');
  });
});
