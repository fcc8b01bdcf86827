import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.ts';

// What a request's logger writes, and at which level, is what matters; whether and when it
// makes pino's child is how it saves the CPU (request-logger.ts), and is not tested here.

function logTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent: FastifyBaseLogger = pino({ level }, stream);
  return { parent, lines };
}

describe('requestLogger', () => {
  it("writes the lines at the levels the log keeps, with the request's id, and no others", () => {
    const { parent, lines } = logTo('warn');
    const log = requestLogger(parent, { reqId: 'req-1' }, {});
    log.info('not kept');
    log.debug({ detail: 1 }, 'not kept either');
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');

    log.warn({ statusCode: 503 }, 'database away');
    log.info('still not kept');
    log.error('still away');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', statusCode: 503, msg: 'database away' },
      { level: 50, reqId: 'req-1', msg: 'still away' },
    ]);
    expect(lines).toHaveLength(2);
  });

  it('writes every line a plain child would, at info', () => {
    const { parent, lines } = logTo('info');
    requestLogger(parent, { reqId: 'req-2' }, {}).info('GET /api/contacts 200 3 ms');
    expect(lines).toMatchObject([{ level: 30, reqId: 'req-2', msg: 'GET /api/contacts 200 3 ms' }]);
  });

  it('logs a route with a level of its own at that level', () => {
    const { parent, lines } = logTo('warn');
    const log = requestLogger(parent, { reqId: 'req-3' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('the route says why');
    log.trace('below even the route');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-3', msg: 'the route says why' }]);
    expect(lines).toHaveLength(1);
  });

  it("gives a child of the request's logger the request's id and its own bindings", () => {
    const { parent, lines } = logTo('warn');
    const log = requestLogger(parent, { reqId: 'req-4' }, {});
    log.child({ job: 'import-1' }).warn('slow batch');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-4', job: 'import-1', msg: 'slow batch' },
    ]);
  });

  it('takes a level set on it, as a child would', () => {
    const { parent, lines } = logTo('warn');
    const log = requestLogger(parent, { reqId: 'req-5' }, {});
    log.level = 'info';
    log.info('now kept');
    expect(log.level).toBe('info');
    expect(lines).toMatchObject([{ level: 30, reqId: 'req-5', msg: 'now kept' }]);
    // The parent's own level is untouched.
    expect(parent.level).toBe('warn');
  });
});
