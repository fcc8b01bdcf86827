import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from '../claims.ts';
import { MSG_READ_ONLY_COMPANY } from '../permissions.ts';
import { accessWith } from './access-for-tests.ts';
import {
  decideProduct,
  decideProductList,
  MSG_PRODUCT_IN_USE,
  type ProductFacts,
  productAbilities,
} from './product-policy.ts';

const access = accessWith;
const item: ProductFacts = { active: true, inUse: false };
const NOTHING = { edit: false, archive: false, delete: false };
const EVERYTHING = { edit: true, archive: true, delete: true };

describe('the product policy', () => {
  it('lets operation write do everything, retired items included', () => {
    expect(productAbilities(access({ operation: 'write' }), item)).toEqual(EVERYTHING);
    expect(productAbilities(access({ operation: 'write' }), { ...item, active: false })).toEqual(
      EVERYTHING,
    );
  });

  it('gives readers and members without levels no ability at all', () => {
    for (const levels of [
      { operation: 'read' },
      { sales: 'write' },
      { finance: 'read' },
      {},
    ] as const) {
      expect(productAbilities(access(levels), item)).toEqual(NOTHING);
    }
    expect(decideProductList(access({ sales: 'read' }), 'read').allowed).toBe(true);
    expect(decideProductList(access({ sales: 'write' }), 'write')).toEqual({
      allowed: false,
      reason: 'This needs write access to operation in this company.',
      because: 'access',
    });
  });

  it('refuses to delete an item documents refer to, for its state', () => {
    const inUse = { ...item, inUse: true };
    expect(decideProduct(access({ operation: 'write' }), 'delete', inUse)).toEqual({
      allowed: false,
      reason: MSG_PRODUCT_IN_USE,
      because: 'state',
    });
    expect(productAbilities(access({ operation: 'write' }), inUse)).toEqual({
      edit: true,
      archive: true,
      delete: false,
    });
  });

  it('keeps the demo company read-only, but not to developers', () => {
    const demo = access(FOUNDER_LEVELS, { companyReadOnly: true });
    expect(productAbilities(demo, item)).toEqual(NOTHING);
    expect(decideProduct(demo, 'edit', item)).toMatchObject({ reason: MSG_READ_ONLY_COMPANY });
    expect(productAbilities({ ...demo, isDeveloper: true }, item)).toEqual(EVERYTHING);
  });
});
