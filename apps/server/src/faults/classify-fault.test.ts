import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { faultOf } from './classify-fault.ts';

/** The error a real operation gives. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  return work().then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

/** A database error as pg gives it, wrapped as drizzle wraps a failed query. */
function failedQuery(code: string, message = 'failed') {
  const cause = Object.assign(new Error(message), { code, severity: 'ERROR' });
  return Object.assign(new Error('Failed query: insert into "contacts" ...'), {
    query: 'insert into "contacts" ...',
    params: ['Tan Ah Kow'],
    cause,
  });
}

describe('faultOf', () => {
  it('knows a full disk: ENOSPC from the file system, 53100 from PostgreSQL, PGlite errno 51', async () => {
    const enospc = await errorOf(() => writeFile('/dev/full', 'x'));
    expect(faultOf(enospc)).toEqual({ fault: 'storage-full', code: 'ENOSPC' });
    expect(faultOf(failedQuery('53100'))).toEqual({ fault: 'storage-full', code: '53100' });
    const emscripten = Object.assign(new Error(), { name: 'ErrnoError', errno: 51 });
    expect(faultOf(emscripten)).toEqual({ fault: 'storage-full', code: 'ENOSPC' });
    const quota = Object.assign(new Error('quota'), { code: 'EDQUOT' });
    expect(faultOf(new Error('wrapped', { cause: quota }))?.fault).toBe('storage-full');
  });

  it('knows a lost database: a refused connection, 57P01, class 08, a terminated connection', async () => {
    const refused = await errorOf(
      () =>
        new Promise((resolve, reject) => {
          const socket = connect({ host: '127.0.0.1', port: 1 });
          socket.on('connect', resolve);
          socket.on('error', reject);
        }),
    );
    expect(faultOf(refused)).toEqual({ fault: 'database-unreachable', code: 'ECONNREFUSED' });
    expect(faultOf(failedQuery('57P01'))).toEqual({
      fault: 'database-unreachable',
      code: '57P01',
    });
    expect(faultOf(failedQuery('08006'))?.fault).toBe('database-unreachable');
    expect(faultOf(new Error('Connection terminated unexpectedly'))).toEqual({
      fault: 'database-unreachable',
      code: 'CONNECTION_ENDED',
    });
    const several = new AggregateError([Object.assign(new Error('x'), { code: 'ECONNRESET' })]);
    expect(faultOf(several)?.code).toBe('ECONNRESET');
  });

  it('leaves every other error alone', () => {
    expect(faultOf(failedQuery('23505'))).toBeUndefined();
    expect(faultOf(failedQuery('40001'))).toBeUndefined();
    expect(faultOf(new Error('Connection refused by the user'))).toBeUndefined();
    expect(faultOf(Object.assign(new Error(), { name: 'ErrnoError', errno: 44 }))).toBeUndefined();
    expect(faultOf('ENOSPC')).toBeUndefined();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(faultOf(loop)).toBeUndefined();
  });
});
