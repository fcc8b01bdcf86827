import { randomUUID } from 'node:crypto';
import { and, ilike, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database.ts';
import { preparingClient } from '../src/db/prepared-statements.ts';
import { companies } from '../src/db/schema/index.ts';
import { tenantScope } from '../src/db/tenant-scope.ts';
import { openTestDatabase, testDatabaseUrl } from './helpers/test-database.ts';

let database: OpenDatabase;
const run = randomUUID().slice(0, 8);
const tenants = [`PREP-A-${run}`, `PREP-B-${run}`];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(companies).values([
    { tenantId: tenants[0] as string, name: `Ang Mo Kio Bakery ${run}` },
    { tenantId: tenants[1] as string, name: `Bishan Hardware ${run}` },
  ]);
});
afterAll(async () => {
  await database.db.delete(companies).where(inArray(companies.tenantId, tenants));
  await database.close();
});

const scopeOf = (tenantId: string) => tenantScope(database.db, { tenantId, userId: null });

/** A shape with a placeholder: the company's names that contain `pattern`. */
const namesLike = (tenantId: string, pattern: string) =>
  scopeOf(tenantId).read(
    'test|company names like',
    (owns) =>
      database.db
        .select({ name: companies.name })
        .from(companies)
        .where(and(owns(companies.tenantId), ilike(companies.name, sql.placeholder('pattern')))),
    { pattern },
  );

describe('prepared reads', () => {
  it('run a shape built once with each request’s company and values', async () => {
    expect(await namesLike(tenants[0] as string, '%bakery%')).toEqual([
      { name: `Ang Mo Kio Bakery ${run}` },
    ]);
    // The same shape, built already: another company sees only its own row.
    expect(await namesLike(tenants[1] as string, '%bakery%')).toEqual([]);
    expect(await namesLike(tenants[1] as string, '%hardware%')).toEqual([
      { name: `Bishan Hardware ${run}` },
    ]);
    expect(await namesLike(tenants[0] as string, '%hardware%')).toEqual([]);
  });
});

describe.runIf(process.env.KIRA_TEST_DB === 'postgres')('named statements on PostgreSQL', () => {
  const onOneConnection = async <T>(work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await (database.pool as pg.Pool).connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };

  it('keeps a parameterised query prepared on its connection, by its text', async () => {
    const text = `select $1::int + 1 as n -- ${run}`;
    const prepared = await onOneConnection(async (client) => {
      expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
      expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
      const { rows } = await client.query(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      );
      return rows[0].n;
    });
    expect(prepared).toBe(1);
  });

  it('sends text-only queries as they are: several statements in one still run', async () => {
    const results = await onOneConnection((client) =>
      client.query(`select 1 as one; select 2 as two -- ${run}`),
    );
    expect((results as unknown as pg.QueryResult[]).map((r) => r.rows)).toEqual([
      [{ one: 1 }],
      [{ two: 2 }],
    ]);
  });

  it('keeps at most its limit of statements on a connection, and none at 0', async () => {
    const url = await testDatabaseUrl();
    const keptOn = async (maxStatements: number) => {
      const Client = preparingClient(pg.Client, maxStatements);
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        for (const text of [`select $1::int as a -- ${run}`, `select $1::int as b -- ${run}`])
          for (const n of [1, 2]) expect((await client.query(text, [n])).rows).toHaveLength(1);
        const { rows } = await client.query(
          'select statement from pg_prepared_statements where statement like $1 order by 1',
          [`%-- ${run}`],
        );
        return rows.map((row) => row.statement);
      } finally {
        await client.end();
      }
    };
    expect(await keptOn(1)).toEqual([`select $1::int as a -- ${run}`]);
    expect(await keptOn(0)).toEqual([]);
  });
});
