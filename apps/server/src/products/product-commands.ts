import {
  decideProduct,
  decideProductList,
  MSG_PRODUCT_IN_USE,
} from '@kira/core/policies/product-policy';
import type { CreateProduct, Product, ProductPatch } from '@kira/core/products';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { refusedWhenTaken, refusedWhileReferenced } from '../db/foreign-key.ts';
import { products } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';
import {
  auditedProduct,
  lockProduct,
  MSG_CODE_TAKEN,
  productColumns,
  productsInUse,
  withAbilities,
} from './product-store.ts';

const inUse = async (t: TenantTransaction, id: string) => (await productsInUse(t, [id])).has(id);

export async function createProduct(access: RequestAccess, input: CreateProduct): Promise<Product> {
  enforce(decideProductList(access, 'write'));
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
      // No document can refer to an item made a moment ago.
      return withAbilities(access, product, false);
    }),
  );
}

/** Changes some fields of an item; `active` retires or reactivates it (the policy's archive). */
export async function updateProduct(
  access: RequestAccess,
  id: string,
  patch: ProductPatch,
): Promise<Product> {
  return refusedWhenTaken(MSG_CODE_TAKEN, () =>
    access.scope.transaction(async (t) => {
      const before = await lockProduct(t, id);
      const facts = { ...before, inUse: await inUse(t, id) };
      enforce(decideProduct(access, 'edit', facts));
      if (patch.active !== undefined && patch.active !== before.active) {
        enforce(decideProduct(access, 'archive', facts));
      }
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
      return withAbilities(access, after, facts.inUse);
    }),
  );
}

/**
 * Deletes an item no document refers to (the product policy asks). Document lines reference
 * products by foreign key, so the database refuses too, should a line come to refer to it in
 * between: that is the same 409.
 */
export async function deleteProduct(access: RequestAccess, id: string): Promise<void> {
  await refusedWhileReferenced(MSG_PRODUCT_IN_USE, () =>
    access.scope.transaction(async (t) => {
      const before = await lockProduct(t, id);
      enforce(decideProduct(access, 'delete', { ...before, inUse: await inUse(t, id) }));
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
