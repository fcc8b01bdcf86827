import type { CreateProduct, Product, ProductPatch } from '@kira/core/products';
import { and, eq } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { refusedWhenTaken, refusedWhileReferenced } from '../db/foreign-key.ts';
import { products } from '../db/schema/index.ts';
import { ids } from '../ids.ts';
import { auditedProduct, lockProduct, MSG_CODE_TAKEN, productColumns } from './product-store.ts';

export const MSG_PRODUCT_IN_USE =
  'Documents refer to this item, so it cannot be deleted: mark it inactive instead.';

export async function createProduct(access: RequestAccess, input: CreateProduct): Promise<Product> {
  return refusedWhenTaken(MSG_CODE_TAKEN, () =>
    access.scope.transaction(async (t) => {
      const id = ids.next('product');
      await t.tx.insert(products).values({
        tenantId: t.ctx.tenantId,
        id,
        ...productColumns(input),
        createdBy: t.ctx.userId,
        updatedBy: t.ctx.userId,
      });
      const product = await lockProduct(t, id);
      await recordAudit(t, {
        entity: 'product',
        entityId: id,
        action: 'create',
        after: auditedProduct(product),
      });
      return product;
    }),
  );
}

export async function updateProduct(
  access: RequestAccess,
  id: string,
  patch: ProductPatch,
): Promise<Product> {
  return refusedWhenTaken(MSG_CODE_TAKEN, () =>
    access.scope.transaction(async (t) => {
      const before = await lockProduct(t, id);
      await t.tx
        .update(products)
        .set({
          ...productColumns({ ...auditedProduct(before), ...patch }),
          updatedAt: new Date(),
          updatedBy: t.ctx.userId,
        })
        .where(and(t.owns(products.tenantId), eq(products.id, id)));
      const after = await lockProduct(t, id);
      await recordAudit(t, {
        entity: 'product',
        entityId: id,
        action: 'update',
        before: auditedProduct(before),
        after: auditedProduct(after),
      });
      return after;
    }),
  );
}

/** Deletes an item no document refers to (documents reference products by foreign key). */
export async function deleteProduct(access: RequestAccess, id: string): Promise<void> {
  await refusedWhileReferenced(MSG_PRODUCT_IN_USE, () =>
    access.scope.transaction(async (t) => {
      const before = await lockProduct(t, id);
      await t.tx.delete(products).where(and(t.owns(products.tenantId), eq(products.id, id)));
      await recordAudit(t, {
        entity: 'product',
        entityId: id,
        action: 'delete',
        before: auditedProduct(before),
      });
    }),
  );
}
