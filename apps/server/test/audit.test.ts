import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/audit/list-audit.ts';
import { recordAudit } from '../src/audit/record-audit.ts';
import { ensureBaseCompanies } from '../src/companies/ensure-base-companies.ts';
import type { OpenDatabase } from '../src/db/database.ts';
import { auditLog, companies } from '../src/db/schema/index.ts';
import { tenantScope } from '../src/db/tenant-scope.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function makeCompany(name = 'Audit Test Pte. Ltd.') {
  const tenantId = `t-${randomUUID()}`;
  await database.db.insert(companies).values({ tenantId, name });
  return tenantId;
}

describe('recordAudit', () => {
  it('records who changed what, inside the use case transaction', async () => {
    const tenantId = await makeCompany();
    const scope = tenantScope(database.db, { tenantId, userId: 'user-1' });
    await scope.transaction(async (t) => {
      await t.tx
        .update(companies)
        .set({ name: 'Renamed Pte. Ltd.' })
        .where(t.owns(companies.tenantId));
      await recordAudit(t, {
        entity: 'company',
        entityId: tenantId,
        action: 'update',
        before: { name: 'Audit Test Pte. Ltd.', isReadOnly: false },
        after: { name: 'Renamed Pte. Ltd.', isReadOnly: false },
      });
    });
    const [row] = await listAudit(scope);
    expect(row).toMatchObject({
      tenantId,
      userId: 'user-1',
      entity: 'company',
      entityId: tenantId,
      action: 'update',
      before: { name: 'Audit Test Pte. Ltd.' },
      after: { name: 'Renamed Pte. Ltd.' },
    });
    expect(row?.occurredAt).toBeInstanceOf(Date);
  });

  it('rolls back with the change it records', async () => {
    const tenantId = await makeCompany();
    const scope = tenantScope(database.db, { tenantId, userId: 'user-2' });
    await expect(
      scope.transaction(async (t) => {
        await t.tx.update(companies).set({ name: 'Never saved' }).where(t.owns(companies.tenantId));
        await recordAudit(t, {
          entity: 'company',
          entityId: tenantId,
          action: 'update',
          before: { name: 'a' },
          after: { name: 'b' },
        });
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');
    expect(await listAudit(scope)).toEqual([]);
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.tenantId, tenantId));
    expect(company?.name).toBe('Audit Test Pte. Ltd.');
  });

  it('writes nothing for an update that changed nothing', async () => {
    const tenantId = await makeCompany();
    const scope = tenantScope(database.db, { tenantId, userId: 'user-3' });
    const written = await scope.transaction((t) =>
      recordAudit(t, {
        entity: 'company',
        entityId: tenantId,
        action: 'update',
        before: { name: 'x' },
        after: { name: 'x' },
      }),
    );
    expect(written).toBe(false);
    expect(await listAudit(scope)).toEqual([]);
  });

  it('never shows one company the trail of another', async () => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    await tenantScope(database.db, { tenantId: theirs, userId: 'them' }).transaction((t) =>
      recordAudit(t, {
        entity: 'contact',
        entityId: 'K1',
        action: 'create',
        after: { name: 'Secret Supplier' },
      }),
    );
    expect(await listAudit(tenantScope(database.db, { tenantId: mine, userId: 'me' }))).toEqual([]);
    const theirsTrail = await listAudit(
      tenantScope(database.db, { tenantId: theirs, userId: 'them' }),
    );
    expect(theirsTrail).toHaveLength(1);
  });

  it('filters by entity and entity id', async () => {
    const tenantId = await makeCompany();
    const scope = tenantScope(database.db, { tenantId, userId: 'u' });
    await scope.transaction(async (t) => {
      await recordAudit(t, {
        entity: 'contact',
        entityId: 'K1',
        action: 'create',
        after: { name: 'A' },
      });
      await recordAudit(t, {
        entity: 'contact',
        entityId: 'K2',
        action: 'create',
        after: { name: 'B' },
      });
      await recordAudit(t, {
        entity: 'product',
        entityId: 'G1',
        action: 'create',
        after: { name: 'C' },
      });
    });
    expect(await listAudit(scope, { entity: 'contact' })).toHaveLength(2);
    expect((await listAudit(scope, { entity: 'contact', entityId: 'K2' }))[0]?.after).toEqual({
      name: 'B',
    });
  });
});

describe('ensureBaseCompanies', () => {
  it('creates the demo and platform companies once, with an audit row each', async () => {
    const platform = `p-${randomUUID().slice(0, 8)}`;
    await ensureBaseCompanies(database.db, platform);
    await ensureBaseCompanies(database.db, platform);
    const rows = await database.db.select().from(companies).where(eq(companies.tenantId, platform));
    expect(rows).toEqual([expect.objectContaining({ isPlatform: true, isReadOnly: false })]);
    const [demo] = await database.db.select().from(companies).where(eq(companies.tenantId, 'demo'));
    expect(demo).toMatchObject({ isReadOnly: true, isPlatform: false });
    const trail = await database.db.select().from(auditLog).where(eq(auditLog.tenantId, platform));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'create', userId: null });
  });
});
