import { trimDecimal } from '@kira/core/money';
import type { Access } from '@kira/core/permissions';
import { productAbilities } from '@kira/core/policies/product-policy';
import type { CreateProduct, Product, ProductRecord } from '@kira/core/products';
import { and, eq, inArray } from 'drizzle-orm';
import { documentLines, products } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';

export type ProductRow = typeof products.$inferSelect;

export const MSG_CODE_TAKEN = 'Another product or service already has this code';

/** Prices come back from numeric(14,4) with 4 decimals: shown with 2 unless more are used. */
export const priceText = (stored: string) => trimDecimal(stored, 2);

export function productColumns(values: CreateProduct) {
  return {
    ...values,
    searchText: [values.code, values.name, values.description].join(' ').toLowerCase(),
  };
}

export function toProduct(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    name: row.name,
    description: row.description,
    unit: row.unit,
    sellingPrice: priceText(row.sellingPrice),
    cost: priceText(row.cost),
    taxCode: row.taxCode,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The product's fields as the audit log keeps them. */
export function auditedProduct(product: ProductRecord | CreateProduct) {
  const { type, code, name, description, unit, sellingPrice, cost, taxCode, active } = product;
  return { type, code, name, description, unit, sellingPrice, cost, taxCode, active };
}

export async function lockProduct(t: TenantTransaction, id: string): Promise<ProductRecord> {
  const [row] = await t.tx
    .select()
    .from(products)
    .where(and(t.owns(products.tenantId), eq(products.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No product or service ${id}`);
  return toProduct(row);
}

/** A product as the API answers with it: with what this user may do to it now (its policy). */
export function withAbilities(access: Access, product: ProductRecord, inUse: boolean): Product {
  return { ...product, abilities: productAbilities(access, { ...product, inUse }) };
}

/**
 * Which of some products of the company document lines refer to. One look-up for a whole
 * page: the lines have no index on their product, so one pass beats a probe per product.
 */
export async function productsInUse(t: TenantSession, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await t.tx
    .selectDistinct({ id: documentLines.productId })
    .from(documentLines)
    .where(and(t.owns(documentLines.tenantId), inArray(documentLines.productId, ids)));
  return new Set(rows.map((row) => row.id ?? ''));
}
