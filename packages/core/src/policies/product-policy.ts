import type { Access } from '../permissions.ts';
import { z } from '../zod.ts';
import { decideByAccess, firstRefusal, type PolicyDecision, refusedByState } from './policy.ts';

/**
 * What a user may do with the products and services (PRODUCT.md section 2: operation's): the
 * routes, the commands and the abilities sent with every product all ask this file.
 */

export const MSG_PRODUCT_IN_USE =
  'Documents refer to this item, so it cannot be deleted: mark it inactive instead.';

/** What the policy reads of a product or service. */
export interface ProductFacts {
  active: boolean;
  /** Document lines refer to it (they keep it from being deleted). */
  inUse: boolean;
}

/** The list as a whole: reading it, and writing it (adding, importing). */
export type ProductListAction = 'read' | 'write';
/** `archive` retires the item, or reactivates it when it is retired. */
export type ProductAction = 'edit' | 'archive' | 'delete';

export function decideProductList(access: Access, action: ProductListAction): PolicyDecision {
  return decideByAccess(access, action === 'read' ? 'products.read' : 'products.write');
}

/** May this user do `action` to this product or service now? */
export function decideProduct(
  access: Access,
  action: ProductAction,
  product: ProductFacts,
): PolicyDecision {
  const byAccess = () => decideProductList(access, 'write');
  if (action !== 'delete') return byAccess();
  return firstRefusal(byAccess, () =>
    product.inUse ? refusedByState(MSG_PRODUCT_IN_USE) : { allowed: true },
  );
}

export const productAbilitiesSchema = z
  .object({
    edit: z.boolean(),
    archive: z.boolean().describe('Retire it, or reactivate it when it is retired'),
    delete: z.boolean(),
  })
  .meta({ id: 'ProductAbilities' });
export type ProductAbilities = z.infer<typeof productAbilitiesSchema>;

/** What this user may do to this product or service now, as `decideProduct` answers. */
export function productAbilities(access: Access, product: ProductFacts): ProductAbilities {
  const may = (action: ProductAction) => decideProduct(access, action, product).allowed;
  return { edit: may('edit'), archive: may('archive'), delete: may('delete') };
}
