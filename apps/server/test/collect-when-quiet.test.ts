import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenQuiet } from '../src/http/collect-when-quiet.ts';

// The clock is faked: the collection waits for quiet, and the test says how long passes.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function appAfter(requests: number) {
  const gc = vi.fn();
  const app = Fastify();
  collectWhenQuiet(app, gc as unknown as NodeJS.GCFunction);
  app.get('/ping', async () => 'pong');
  for (let i = 0; i < requests; i++) await app.inject('/ping');
  return { app, gc };
}

describe('collecting garbage once a burst of requests is over', () => {
  it('collects once, fully, when no request has come for ten seconds', async () => {
    const { app, gc } = await appAfter(250);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('leaves a few requests to V8', async () => {
    const { app, gc } = await appAfter(20);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).not.toHaveBeenCalled();
    await app.close();
  });
});
