import { pgCodeOf } from './foreign-key.ts';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * Runs a transaction again when the database chose it as the loser of a deadlock or a
 * serialization conflict: it rolled back whole, so running it again is safe. After the last
 * attempt the error goes up and the caller answers 5xx; nothing is reported as saved.
 */
export async function withRetry<T>(
  work: () => Promise<T>,
  {
    attempts = 5,
    alsoWhen = () => false,
  }: {
    attempts?: number;
    /** Another failure after which the work, rolled back whole, is to run again. */
    alsoWhen?: (error: unknown) => boolean;
  } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgCodeOf(error);
      const again = (code !== undefined && RETRYABLE.has(code)) || alsoWhen(error);
      if (attempt >= attempts || !again) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
