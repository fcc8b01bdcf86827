import { DEFAULT_TENANT } from '@kira/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseCompanies } from '../src/companies/ensure-base-companies.ts';
import type { OpenDatabase } from '../src/db/database.ts';
import { withFreshIds } from '../src/db/fresh-ids.ts';
import { contacts, products } from '../src/db/schema/index.ts';
import { tenantScope } from '../src/db/tenant-scope.ts';
import { ids } from '../src/ids.ts';
import { openTestDatabase } from './helpers/test-database.ts';

// Another server process may generate the same id in the same millisecond: the write is run
// again with a new id, and only that conflict is retried.
let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await ensureBaseCompanies(database.db, 'kira');
});

afterAll(async () => {
  await database.close();
});

const scope = () => tenantScope(database.db, { tenantId: DEFAULT_TENANT, userId: null });

describe('withFreshIds', () => {
  it('runs a write again with a new id when its id was taken by another process', async () => {
    const taken = ids.next('contact');
    await database.db.insert(contacts).values({
      tenantId: DEFAULT_TENANT,
      id: taken,
      role: 'customer',
      name: 'Taken first',
      searchText: '',
    });
    const tried: string[] = [];
    const made = await scope().transaction(async (t) => {
      const id = tried.length === 0 ? taken : ids.next('contact');
      tried.push(id);
      await t.tx.insert(contacts).values({
        tenantId: DEFAULT_TENANT,
        id,
        role: 'customer',
        name: 'Made second',
        searchText: '',
      });
      return id;
    });
    expect(tried).toHaveLength(2);
    expect(made).toBe(tried[1]);
    expect(made).not.toBe(taken);
  });

  it('does not retry other conflicts', async () => {
    const code = `DUP-${ids.next('product')}`;
    let attempts = 0;
    const insert = () =>
      database.db.insert(products).values({
        tenantId: DEFAULT_TENANT,
        id: ids.next('product'),
        type: 'product',
        code,
        name: 'Duplicate code',
        sellingPrice: '1',
        taxCode: 'SR',
        searchText: '',
      });
    await insert();
    await expect(
      withFreshIds(async () => {
        attempts += 1;
        await insert();
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
