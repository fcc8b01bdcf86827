import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { closeWith, inTransaction } from '../src/db/transactions.ts';
import { openTestDatabase } from './helpers/test-database.ts';

// Kira's transactions on PostgreSQL do not wait for `begin` (the first statement follows it on
// the wire) and may close with their last statement; on PGlite they are drizzle's. Whatever
// shape the work has, what it wrote is committed or rolled back whole, and the connection goes
// back to the pool ready for one query at a time.

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table if not exists transaction_shapes (note text)`);
});
afterAll(async () => {
  await database.close();
});

const write = (note: string) => sql`insert into transaction_shapes (note) values (${note})`;
async function kept(note: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from transaction_shapes where note = ${note}`,
  );
  const [row] = rawRows<{ n: number }>(result);
  return row?.n ?? 0;
}

/** Every pooled connection answers plain queries one at a time afterwards. */
async function poolIsSound() {
  const pool = database.pool;
  if (!pool) return;
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    for (const client of clients) {
      expect((client as unknown as { pipeline: boolean }).pipeline).toBe(false);
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    }
  } finally {
    for (const client of clients) client.release();
  }
}

/**
 * How many writes reach the sockets of the connections `pool` lends from now on, until `stop`,
 * which gives the sockets back their own methods.
 */
function countSocketWrites(pool: NonNullable<OpenDatabase['pool']>) {
  const restore: (() => void)[] = [];
  const watched = new WeakSet<object>();
  const writes = {
    count: 0,
    stop: () => {
      pool.off('acquire', watch);
      for (const undo of restore) undo();
    },
  };
  function watch(client: unknown) {
    const socket = (client as { connection: { stream: Record<string, unknown> } }).connection
      .stream;
    if (watched.has(socket)) return;
    watched.add(socket);
    for (const method of ['_write', '_writev'] as const) {
      const original = socket[method] as (...args: unknown[]) => unknown;
      socket[method] = function counted(this: unknown, ...args: unknown[]) {
        writes.count++;
        return original.apply(this, args);
      };
      restore.push(() => {
        delete socket[method];
      });
    }
  }
  pool.on('acquire', watch);
  return writes;
}

describe('transactions', () => {
  it('commit what their statements wrote, the first sent behind begin', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(write('committed'));
      await tx.execute(write('committed'));
    });
    expect(await kept('committed')).toBe(2);
    await poolIsSound();
  });

  it('run statements sent together at the start', async () => {
    await inTransaction(database.db, (tx) =>
      Promise.all([tx.execute(write('together')), tx.execute(write('together'))]),
    );
    expect(await kept('together')).toBe(2);
    await poolIsSound();
  });

  it('roll back whole when the work throws, before or after its first statement', async () => {
    await expect(
      inTransaction(database.db, async () => {
        throw new Error('before any statement');
      }),
    ).rejects.toThrow('before any statement');
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.execute(write('rolled back'));
        throw new Error('after a statement');
      }),
    ).rejects.toThrow('after a statement');
    expect(await kept('rolled back')).toBe(0);
    await poolIsSound();
  });

  it('roll back whole when a statement fails', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.execute(write('failed'));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await kept('failed')).toBe(0);
    await poolIsSound();
  });

  it('commit with a closing statement that is also the first', async () => {
    await inTransaction(database.db, (tx) => closeWith(tx, () => tx.execute(write('closed'))));
    expect(await kept('closed')).toBe(1);
    await poolIsSound();
  });

  it('roll back whole when the closing statement fails before it sends anything', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.execute(write('not closed'));
        await closeWith(tx, async () => {
          throw new Error('refused before sending');
        });
      }),
    ).rejects.toThrow('refused before sending');
    expect(await kept('not closed')).toBe(0);
    await poolIsSound();
  });

  it('write begin with the first statement, and commit with the closing one, at once', async () => {
    const pool = database.pool;
    if (!pool) return; // PGlite: no socket, drizzle's own transactions
    const writes = countSocketWrites(pool);
    try {
      await inTransaction(database.db, async (tx) => {
        await tx.execute(write('paired'));
        await tx.execute(write('paired'));
      });
      // begin with the first; the second; commit
      expect(writes.count).toBe(3);
      writes.count = 0;
      await inTransaction(database.db, async (tx) => {
        await tx.execute(write('paired'));
        await closeWith(tx, () => tx.execute(write('paired')));
      });
      // begin with the first; the closing statement with commit
      expect(writes.count).toBe(2);
    } finally {
      writes.stop();
    }
    expect(await kept('paired')).toBe(4);
    await poolIsSound();
  });

  it('commit work that sent no statement', async () => {
    expect(await inTransaction(database.db, async () => 'nothing written')).toBe('nothing written');
    await poolIsSound();
  });
});
