import type { ColumnMapping } from '@kira/core/csv-import';
import type { CreateProduct } from '@kira/core/products';
import {
  describeProductIdentity,
  PRODUCT_CSV_FIELDS,
  productFromCsv,
  productIdentity,
} from '@kira/core/products-csv';
import { and, eq } from 'drizzle-orm';
import { recordAudits } from '../audit/record-audit.ts';
import { products } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';
import type { Importer } from '../imports/run-import.ts';
import { auditedProduct, priceText, productColumns, toProduct } from './product-store.ts';

/** How product rows are imported: the list's rules, matched by code (ignoring case). */
export function productImporter(mapping: ColumnMapping): Importer<CreateProduct, string> {
  const mapped = new Set(
    Object.entries(mapping)
      .filter(([, header]) => header)
      .map(([key]) => key),
  );
  return {
    fields: PRODUCT_CSV_FIELDS,
    fromCsv: productFromCsv,
    identityOf: productIdentity,
    describeIdentity: describeProductIdentity,
    loadExisting: async (t) => {
      const rows = await t.tx
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(t.owns(products.tenantId));
      return new Map(rows.map((row) => [productIdentity(row), row.id]));
    },
    createMany: (t, values) => createProducts(t, values, 'import'),
    update: async (t, id, value) => {
      const where = and(t.owns(products.tenantId), eq(products.id, id));
      const [row] = await t.tx.select().from(products).where(where).for('update');
      if (!row) return false;
      const before = auditedProduct(toProduct(row));
      const changes = Object.fromEntries(Object.entries(value).filter(([key]) => mapped.has(key)));
      // The code column is how the row matched: the stored spelling of the code stays.
      const after = auditedProduct({ ...before, ...changes, code: before.code } as CreateProduct);
      const normalised = {
        ...after,
        sellingPrice: priceText(after.sellingPrice),
        cost: priceText(after.cost),
      };
      if (JSON.stringify(before) === JSON.stringify(normalised)) return false;
      await t.tx
        .update(products)
        .set({ ...productColumns(after), updatedAt: new Date(), updatedBy: t.ctx.userId })
        .where(where);
      await recordAudits(t, [
        { entity: 'product', entityId: id, action: 'import', before, after: normalised },
      ]);
      return true;
    },
  };
}

/** Adds many products at once (an import, the demo's seed), each audited with `action`. */
export async function createProducts(
  t: TenantTransaction,
  values: CreateProduct[],
  action: 'import' | 'seed',
) {
  const made = values.map((value) => ({ id: ids.next('product'), value }));
  await t.tx.insert(products).values(
    made.map(({ id, value }) => ({
      tenantId: t.ctx.tenantId,
      id,
      ...productColumns(value),
      createdBy: t.ctx.userId,
      updatedBy: t.ctx.userId,
    })),
  );
  await recordAudits(
    t,
    made.map(({ id, value }) => ({
      entity: 'product',
      entityId: id,
      action,
      after: auditedProduct(value),
    })),
  );
}
