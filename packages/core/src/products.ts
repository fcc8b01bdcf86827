import { LIMITS, withThousands } from './bounds.ts';
import { optionalText, requiredText } from './form-fields.ts';
import { pagingSchema, sortSchema, triStateSchema } from './listing.ts';
import { isDecimalString, toMoney } from './money.ts';
import { productAbilitiesSchema } from './policies/product-policy.ts';
import { TAX_CODE_VALUES, taxCodeSchema } from './tax-codes.ts';
import { z } from './zod.ts';

export const PRODUCT_TYPES = [
  { label: 'Product', value: 'product' },
  { label: 'Service', value: 'service' },
] as const;
export const PRODUCT_TYPE_VALUES = ['product', 'service'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPE_VALUES, {
  error: 'An item is a product or a service',
});
export type ProductType = z.infer<typeof productTypeSchema>;

/** Unit prices may carry fractions of a cent (a screw at 0.0125); totals are rounded later. */
export const PRICE_DECIMALS = 4;

/** A price as exact decimal text: not negative, at most 4 decimals, stored as numeric(14,4). */
export const priceSchema = (label: string) =>
  z
    .string()
    .trim()
    .transform((text) => text.replace(/,/g, '').replace(/^\$|^S\$/i, ''))
    .superRefine((text, context) => {
      if (!isDecimalString(text)) {
        context.addIssue({ code: 'custom', message: `${label}: enter an amount such as 12.50` });
        return;
      }
      const amount = toMoney(text);
      if (amount.lt(0))
        context.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      else if (amount.gt(LIMITS.price))
        context.addIssue({
          code: 'custom',
          message: `${label} can be at most ${withThousands(LIMITS.price)}`,
        });
      else if ((text.split('.')[1] ?? '').length > PRICE_DECIMALS)
        context.addIssue({
          code: 'custom',
          message: `${label} can have at most ${PRICE_DECIMALS} decimals`,
        });
    })
    .transform((text) => toMoney(text).toFixed(Math.max(2, decimalsOf(text))));

function decimalsOf(text: string): number {
  return (text.split('.')[1] ?? '').length;
}

/** A product code: what documents and imports know an item by, unique in a company. */
export const productCodeSchema = requiredText('Code', 40);

/** Every field of a product a person edits, each checked on its own (no defaults: PATCH). */
export const productFields = z.object({
  type: productTypeSchema,
  code: productCodeSchema,
  name: requiredText('Name', 160),
  description: optionalText('Description', 4000),
  unit: optionalText('Unit', 20),
  sellingPrice: priceSchema('Selling price'),
  cost: priceSchema('Cost'),
  taxCode: taxCodeSchema,
  active: z.boolean(),
});

const f = productFields.shape;

/** `POST /api/products`: code, name and price; the rest has defaults. */
export const createProductSchema = productFields
  .extend({
    type: f.type.default('product'),
    description: f.description.default(''),
    unit: f.unit.default(''),
    cost: f.cost.default('0.00'),
    taxCode: f.taxCode.default('SR'),
    active: f.active.default(true),
  })
  .strict()
  .meta({ id: 'CreateProduct' });
export type CreateProduct = z.infer<typeof createProductSchema>;
export type CreateProductInput = z.input<typeof createProductSchema>;

/** `PATCH /api/products/{id}`: any of the fields. */
export const productPatchSchema = productFields
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Give at least one field to change')
  .meta({ id: 'ProductPatch' });
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const productSchema = z
  .object({
    id: z.string(),
    type: productTypeSchema,
    code: z.string(),
    name: z.string(),
    description: z.string(),
    unit: z.string(),
    sellingPrice: z.string(),
    cost: z.string(),
    taxCode: z.enum(TAX_CODE_VALUES),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** What the user may do to it now, from the product policy. */
    abilities: productAbilitiesSchema,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
/** A product or service as stored, before the policy adds what the user may do to it. */
export type ProductRecord = Omit<Product, 'abilities'>;

export const PRODUCT_SORT_FIELDS = [
  'code',
  'name',
  'type',
  'sellingPrice',
  'cost',
  'createdAt',
  'updatedAt',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** `GET /api/products` (and its CSV export): filters, sorting and paging. */
export const productListQuerySchema = pagingSchema.extend({
  q: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  type: productTypeSchema.optional(),
  taxCode: taxCodeSchema.optional(),
  active: triStateSchema.default('true'),
  sort: sortSchema(PRODUCT_SORT_FIELDS, 'code'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
