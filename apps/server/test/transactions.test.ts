import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// Every transaction is drizzle's `db.transaction`, on both databases: what its work wrote is
// committed or rolled back whole, and the database answers plain queries afterwards.

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

/** Every pooled connection (PostgreSQL) answers a plain query afterwards: none was left mid-transaction. */
async function poolIsSound() {
  const pool = database.pool;
  const sessions = pool ? Math.max(pool.totalCount, 1) : 1;
  const answers = await Promise.all(
    Array.from({ length: sessions }, () =>
      database.db.execute(sql`select current_setting('transaction_isolation') as level`),
    ),
  );
  for (const answer of answers) expect(rawRows(answer)).toHaveLength(1);
}

describe('transactions', () => {
  it('commit what their statements wrote', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(write('committed'));
      await tx.execute(write('committed'));
    });
    expect(await kept('committed')).toBe(2);
    await poolIsSound();
  });

  it('roll back whole when the work throws, before or after its first statement', async () => {
    await expect(
      database.db.transaction(async () => {
        throw new Error('before any statement');
      }),
    ).rejects.toThrow('before any statement');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(write('rolled back'));
        throw new Error('after a statement');
      }),
    ).rejects.toThrow('after a statement');
    expect(await kept('rolled back')).toBe(0);
    await poolIsSound();
  });

  it('roll back whole when a statement fails', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(write('failed'));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await kept('failed')).toBe(0);
    await poolIsSound();
  });

  it('let statements run after the last write: nothing commits before the work ends', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(write('then read'));
      return rawRows<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from transaction_shapes where note = 'then read'`,
        ),
      )[0]?.n;
    });
    expect(seen).toBe(1);
    expect(await kept('then read')).toBe(1);
  });

  it('commit work that sent no statement', async () => {
    expect(await database.db.transaction(async () => 'nothing written')).toBe('nothing written');
    await poolIsSound();
  });
});

describe('concurrent transactions', () => {
  it('each commit or roll back on its own connection, unseen by the others until then', async (ctx) => {
    ctx.skip(
      testDatabaseMode() !== 'postgres',
      'needs KIRA_TEST_DB=postgres and TEST_DATABASE_URL: PGlite runs one transaction at a time on one connection',
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written: () => void = () => {};
    const wroteFirst = new Promise<void>((resolve) => {
      written = resolve;
    });
    const slow = database.db.transaction(async (tx) => {
      await tx.execute(write('concurrent slow'));
      written();
      await held;
    });
    await wroteFirst;
    // While the slow one is open, others begin, write, commit or roll back.
    const others = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(write('concurrent quick'));
          if (i % 2 === 1) throw new Error('rolled back on purpose');
        }),
      ),
    );
    expect(others.map((other) => other.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect(await kept('concurrent quick')).toBe(3);
    expect(await kept('concurrent slow')).toBe(0);
    release();
    await slow;
    expect(await kept('concurrent slow')).toBe(1);
    await poolIsSound();
  });
});
