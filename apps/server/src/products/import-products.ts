import type { CreateProduct, ProductRecord } from '@kira/core/products';
import {
  describeProductIdentity,
  PRODUCT_CSV_FIELDS,
  productCells,
  productFromCsv,
  productIdentity,
  productIdentityOfCells,
} from '@kira/core/products-csv';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudits } from '../audit/record-audit.ts';
import { products } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';
import type { Importer } from '../imports/importer.ts';
import { auditedProduct, priceText, productColumns, toProduct } from './product-store.ts';

/** How product rows are imported: the list's rules, matched by code (ignoring case). */
export function productImporter(): Importer<CreateProduct, ProductRecord> {
  return {
    fields: PRODUCT_CSV_FIELDS,
    noun: 'product or service',
    fromCsv: productFromCsv,
    identityOf: productIdentity,
    identityOfCells: productIdentityOfCells,
    describeIdentity: describeProductIdentity,
    // The code column is how the row matched: the stored spelling of the code stays.
    keepOnMatch: ['code'],
    cellsOfStored: productCells,
    cellsOfValue: productCells,
    loadIndex: async (t) => {
      const rows = await t.tx
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(t.owns(products.tenantId));
      return new Map(rows.map((row) => [productIdentity(row), row.id]));
    },
    loadRecords: async (t, ids, lock) => {
      const query = t.tx
        .select()
        .from(products)
        .where(and(t.owns(products.tenantId), inArray(products.id, ids)));
      const rows = lock ? await query.for('update') : await query;
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },
    createMany: (t, values) => createProducts(t, values, 'import'),
    update: async (t, stored, value) => {
      await t.tx
        .update(products)
        .set({ ...productColumns(value), updatedAt: new Date(), updatedBy: t.ctx.userId })
        .where(and(t.owns(products.tenantId), eq(products.id, stored.id)));
      return {
        entity: 'product',
        entityId: stored.id,
        action: 'import',
        before: auditedProduct(stored),
        after: {
          ...auditedProduct(value),
          sellingPrice: priceText(value.sellingPrice),
          cost: priceText(value.cost),
        },
      };
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
