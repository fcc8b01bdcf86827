import { trimDecimal } from '@kira/core/money';
import type { CreateProduct, Product } from '@kira/core/products';
import { and, eq } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
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

export function toProduct(row: ProductRow): Product {
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
export function auditedProduct(product: Product | CreateProduct) {
  const { type, code, name, description, unit, sellingPrice, cost, taxCode, active } = product;
  return { type, code, name, description, unit, sellingPrice, cost, taxCode, active };
}

export async function lockProduct(t: TenantTransaction, id: string): Promise<Product> {
  const [row] = await t.tx
    .select()
    .from(products)
    .where(and(t.owns(products.tenantId), eq(products.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No product or service ${id}`);
  return toProduct(row);
}
