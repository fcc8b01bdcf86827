import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenQuiet } from '../src/http/collect-when-quiet.ts';

// The clock is faked: the collections wait for quiet, and the test says how long passes.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const MB = 2 ** 20;

/**
 * A server whose young generation V8 gives back on the `givenBackOn`-th full collection (64 MB
 * until then, 1 MB after), as measured on Node 20 after a burst.
 */
async function startedApp(givenBackOn = 3) {
  let collections = 0;
  const gc = vi.fn(() => {
    collections += 1;
  });
  const app = Fastify();
  collectWhenQuiet(app, {
    gc,
    youngGenerationBytes: () => (collections % givenBackOn === 0 ? 1 * MB : 64 * MB),
  });
  app.get('/ping', async () => 'pong');
  const send = async (requests: number) => {
    for (let i = 0; i < requests; i++) await app.inject('/ping');
  };
  return { app, gc, send };
}

describe('collecting garbage once a burst of requests is over', () => {
  it('collects fully every five seconds once the start is ten seconds behind, until V8 gives the young generation back', async () => {
    const { app, gc } = await startedApp(3);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('collects again after a burst, when no request has come for ten seconds', async () => {
    const { app, gc, send } = await startedApp(3);
    await vi.advanceTimersByTimeAsync(60_000);
    gc.mockClear();
    await send(250);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    // A request in the middle puts the rest off until it is quiet again.
    await send(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('stops after a minute of collections if V8 keeps the young generation', async () => {
    const { app, gc } = await startedApp(Number.POSITIVE_INFINITY);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(gc).toHaveBeenCalledTimes(12);
    await app.close();
  });

  it('leaves a few requests to V8', async () => {
    const { app, gc, send } = await startedApp(3);
    await vi.advanceTimersByTimeAsync(60_000);
    gc.mockClear();
    await send(20);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).not.toHaveBeenCalled();
    await app.close();
  });
});
