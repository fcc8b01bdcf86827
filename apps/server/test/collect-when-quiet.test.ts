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

async function startedApp() {
  const gc = vi.fn();
  const app = Fastify();
  collectWhenQuiet(app, gc as unknown as NodeJS.GCFunction);
  app.get('/ping', async () => 'pong');
  const send = async (requests: number) => {
    for (let i = 0; i < requests; i++) await app.inject('/ping');
  };
  return { app, gc, send };
}

describe('collecting garbage once a burst of requests is over', () => {
  it('collects fully four times, five seconds apart, once the start is ten seconds behind', async () => {
    const { app, gc } = await startedApp();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(gc).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(4);
    await app.close();
  });

  it('collects again after a burst, when no request has come for ten seconds', async () => {
    const { app, gc, send } = await startedApp();
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
    expect(gc).toHaveBeenCalledTimes(4);
    await app.close();
  });

  it('leaves a few requests to V8', async () => {
    const { app, gc, send } = await startedApp();
    await vi.advanceTimersByTimeAsync(60_000);
    gc.mockClear();
    await send(20);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).not.toHaveBeenCalled();
    await app.close();
  });
});
