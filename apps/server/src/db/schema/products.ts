import type { ProductType } from '@kira/core/products';
import type { TaxCode } from '@kira/core/tax-codes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** The products and services a company sells or buys; prices are exact decimals. */
export const products = pgTable(
  'products',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    type: text('type').$type<ProductType>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default(''),
    sellingPrice: numeric('selling_price', { precision: 14, scale: 4 }).notNull(),
    cost: numeric('cost', { precision: 14, scale: 4 }).notNull().default('0'),
    taxCode: text('tax_code').$type<TaxCode>().notNull(),
    active: boolean('active').notNull().default(true),
    /** Lower-cased code, name and description: what the quick filter searches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('products_code_uq').on(table.tenantId, sql`lower(${table.code})`),
    index('products_name_idx').on(table.tenantId, table.active, sql`lower(${table.name})`),
    index('products_search_idx').using(
      'gin',
      table.tenantId,
      sql`${table.searchText} gin_trgm_ops`,
    ),
  ],
);
