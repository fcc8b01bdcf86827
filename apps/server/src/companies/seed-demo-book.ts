import { DEFAULT_TENANT } from '@kira/core/constants';
import { createProductSchema } from '@kira/core/products';
import { and, eq } from 'drizzle-orm';
import { createContacts } from '../contacts/import-contacts.ts';
import type { Database } from '../db/database.ts';
import { auditLog, companies } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { createProducts } from '../products/import-products.ts';
import { DEMO_CONTACTS } from './demo-contacts.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';

/**
 * The demo's contact book and product list, written once on first start through the same
 * code as an import (so they obey the same rules). The company row is locked first, so two
 * processes starting together seed it once.
 */
export async function seedDemoBook(db: Database): Promise<void> {
  await tenantScope(db, { tenantId: DEFAULT_TENANT, userId: null }).transaction(async (t) => {
    await t.tx.select().from(companies).where(t.owns(companies.tenantId)).for('update');
    // The audit log says whether they were seeded: a developer who empties the demo's book
    // does not see it come back at the next start.
    const seeded = async (entity: string) =>
      (
        await t.tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(
            and(
              t.owns(auditLog.tenantId),
              eq(auditLog.entity, entity),
              eq(auditLog.action, 'seed'),
            ),
          )
          .limit(1)
      ).length > 0;
    if (!(await seeded('contact'))) {
      const rows = DEMO_CONTACTS.map((contact) => ({ contact, archived: false }));
      await createContacts(t, rows, 'seed');
    }
    if (!(await seeded('product'))) {
      await createProducts(
        t,
        DEMO_PRODUCTS.map((input) => createProductSchema.parse(input)),
        'seed',
      );
    }
  });
}
