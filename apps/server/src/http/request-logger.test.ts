import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './request-logger.ts';

function logTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent: FastifyBaseLogger = pino({ level }, stream);
  const child = vi.spyOn(parent, 'child');
  return { parent, lines, child };
}

describe('requestLogger', () => {
  it("makes the request's child only when it logs at a level the log keeps", () => {
    const { parent, lines, child } = logTo('warn');
    const log = requestLogger(parent, { reqId: 'req-1' }, {});
    log.info('not kept');
    log.debug({ detail: 1 }, 'not kept either');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.warn({ statusCode: 503 }, 'database away');
    log.error('still away');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', statusCode: 503, msg: 'database away' },
      { level: 50, reqId: 'req-1', msg: 'still away' },
    ]);
  });

  it('writes every line a plain child would, at info', () => {
    const { parent, lines } = logTo('info');
    requestLogger(parent, { reqId: 'req-2' }, {}).info('GET /api/contacts 200 3 ms');
    expect(lines).toMatchObject([{ level: 30, reqId: 'req-2', msg: 'GET /api/contacts 200 3 ms' }]);
  });

  it('gives a route with a level of its own its child at once', () => {
    const { parent, child } = logTo('warn');
    const log = requestLogger(parent, { reqId: 'req-3' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(log.level).toBe('debug');
  });
});
