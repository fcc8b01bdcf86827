import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';
import { WriteClock } from './write-clock.ts';

/** A loader that counts its calls and answers what `value` says when called. */
function loader(value: () => number) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n += 1;
    return value();
  };
  return { calls, load };
}

describe('the read cache', () => {
  it('answers from memory until a write is answered, then reads again', async () => {
    const clock = new WriteClock();
    const cache = new ReadCache<number>(5_000);
    let stored = 1;
    const { calls, load } = loader(() => stored);
    const read = () => cache.read('k', () => clock.claimWrites(), load);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(calls.n).toBe(1);
    stored = 2;
    clock.tick('T1');
    expect(await read()).toBe(2);
    expect(calls.n).toBe(2);
  });

  it('never keeps a value read while a write was being answered', async () => {
    const clock = new WriteClock();
    const cache = new ReadCache<number>(5_000);
    let stored = 1;
    const { calls, load } = loader(() => {
      const seen = stored;
      stored = 2; // a write commits while the read is under way...
      clock.tick(); // ...and is answered before the read is stored
      return seen;
    });
    expect(await cache.read('k', () => clock.claimWrites(), load)).toBe(1);
    expect(
      await cache.read(
        'k',
        () => clock.claimWrites(),
        async () => stored,
      ),
    ).toBe(2);
    expect(calls.n).toBe(1);
  });

  it('forgets an entry after its time to live, and keeps nothing with none', async () => {
    const clock = new WriteClock();
    let now = 0;
    const cache = new ReadCache<number>(1_000);
    const { calls, load } = loader(() => 7);
    const readAt = async (at: number) => {
      now = at;
      await cache.read(
        'k',
        () => clock.claimWrites(),
        load,
        () => now,
      );
    };
    await readAt(0);
    await readAt(1_000);
    expect(calls.n).toBe(1);
    await readAt(1_001);
    expect(calls.n).toBe(2);

    const off = new ReadCache<number>(0);
    const counted = loader(() => 7);
    await off.read('k', () => 0, counted.load);
    await off.read('k', () => 0, counted.load);
    expect(counted.calls.n).toBe(2);
  });
});

describe('the write clock', () => {
  it("moves a company's hand with its own writes and with writes of unknown company", () => {
    const clock = new WriteClock();
    const [t1, t2, all] = [clock.writesIn('T1'), clock.writesIn('T2'), clock.claimWrites()];
    clock.tick('T1');
    expect(clock.writesIn('T1')).not.toBe(t1);
    expect(clock.writesIn('T2')).toBe(t2);
    expect(clock.claimWrites()).not.toBe(all);
    const t2Before = clock.writesIn('T2');
    clock.tick();
    expect(clock.writesIn('T2')).not.toBe(t2Before);
  });

  it("leaves every company's counts alone for writes of no company that say they keep them", () => {
    const clock = new WriteClock();
    const [claims, t1] = [clock.claimWrites(), clock.writesIn('T1')];
    clock.tick(undefined, { keepsCounts: true });
    expect(clock.writesIn('T1')).toBe(t1);
    expect(clock.claimWrites()).not.toBe(claims);
  });

  it('leaves the claims hand alone for writes that say they keep claims', () => {
    const clock = new WriteClock();
    const [claims, t1] = [clock.claimWrites(), clock.writesIn('T1')];
    clock.tick('T1', { keepsClaims: true });
    expect(clock.claimWrites()).toBe(claims);
    expect(clock.writesIn('T1')).not.toBe(t1);
  });
});
