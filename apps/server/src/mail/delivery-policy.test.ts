import { describe, expect, it } from 'vitest';
import { deliveryPolicy, isPastGivingUp, nextAttemptAt, retryDelayMs } from './delivery-policy.ts';

const policy = deliveryPolicy(5_000);
const HOUR = 3_600_000;

describe('the mail delivery policy', () => {
  it('doubles the wait after each failure, from 10 seconds up to 15 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 200].map((failures) =>
      retryDelayMs(failures, policy),
    );
    expect(waits).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000, 900_000,
    ]);
  });

  it('schedules the next attempt, and gives up when it would start past a day', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const queued = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    expect(nextAttemptAt({ createdAt: queued(0), attempts: 1 }, now, policy)).toEqual(
      new Date(now.getTime() + 10_000),
    );
    expect(nextAttemptAt({ createdAt: queued(23.7), attempts: 40 }, now, policy)).toEqual(
      new Date(now.getTime() + 900_000),
    );
    expect(nextAttemptAt({ createdAt: queued(23.9), attempts: 40 }, now, policy)).toBeUndefined();
  });

  it('tries every mail once, however late, and nothing again past a day', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const dayAndMore = new Date(now.getTime() - 25 * HOUR);
    expect(isPastGivingUp({ createdAt: dayAndMore, attempts: 1 }, now, policy)).toBe(false);
    expect(isPastGivingUp({ createdAt: dayAndMore, attempts: 2 }, now, policy)).toBe(true);
    expect(isPastGivingUp({ createdAt: now, attempts: 50 }, now, policy)).toBe(false);
  });

  it('leases a claimed mail far longer than an attempt can take', () => {
    expect(deliveryPolicy(5_000).leaseMs).toBe(120_000);
    expect(deliveryPolicy(60_000).leaseMs).toBe(720_000);
  });
});
