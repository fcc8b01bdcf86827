import { randomUUID } from 'node:crypto';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { companies } from '../src/db/schema/index.ts';
import { digestName } from '../src/db/statement-names.ts';
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

const scopeOf = (tenantId: string, db = database.db) => tenantScope(db, { tenantId, userId: null });

/** A shape with a placeholder: the company's names that contain `pattern`. */
const namesLike = (tenantId: string, pattern: string) =>
  scopeOf(tenantId).read(
    'test|company names like',
    (owns, db) =>
      db
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

  it('run in a transaction, in its company', async () => {
    const names = await scopeOf(tenants[1] as string).transaction((t) =>
      t.prepared(
        'test|company name in a transaction',
        (owns, db) =>
          db
            .select({ name: companies.name })
            .from(companies)
            .where(and(owns(companies.tenantId), eq(companies.name, sql.placeholder('name')))),
        { name: `Bishan Hardware ${run}` },
      ),
    );
    expect(names).toEqual([{ name: `Bishan Hardware ${run}` }]);
  });
});

describe.runIf(process.env.KIRA_TEST_DB === 'postgres')('named statements on PostgreSQL', () => {
  /** Whether the connection of a transaction that ran the shape keeps it as a named statement. */
  const keptOnItsConnection = (db: OpenDatabase['db']) => {
    const shape = `test|kept ${run}`;
    return scopeOf(tenants[0] as string, db).transaction(async (t) => {
      await t.prepared(shape, (owns, tx) =>
        tx.select({ name: companies.name }).from(companies).where(owns(companies.tenantId)),
      );
      const [row] = rawRows<{ n: number }>(
        await t.tx.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name = ${digestName('kira_', shape)}`,
        ),
      );
      return row?.n;
    });
  };

  it('prepares a shape under its name (drizzle’s .prepare), parsed once per connection', async () => {
    expect(await keptOnItsConnection(database.db)).toBe(1);
  });

  it('sends it unnamed with prepared statements off (behind a pooler)', async () => {
    const unnamed = await openDatabase({
      mode: 'postgres',
      url: await testDatabaseUrl(),
      poolSize: 1,
      preparedStatements: false,
    });
    try {
      expect(await keptOnItsConnection(unnamed.db)).toBe(0);
    } finally {
      await unnamed.close();
    }
  });
});
