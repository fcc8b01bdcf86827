import { isDecimalString, toMoney } from '@kira/core/money-arithmetic';
import {
  type CreateProduct,
  createProductSchema,
  type Product,
  type ProductPatch,
  type ProductType,
  productPatchSchema,
} from '@kira/core/products';
import type { TaxCode } from '@kira/core/tax-code-list';
import { type Checked, checkedOf } from '../../lib/forms/checked.ts';

/** The product form's fields as the person types them (prices as text). */
export interface ProductDraft {
  type: ProductType;
  code: string;
  name: string;
  description: string;
  unit: string;
  sellingPrice: string;
  cost: string;
  taxCode: TaxCode;
}

const FIELDS = [
  'type',
  'code',
  'name',
  'description',
  'unit',
  'sellingPrice',
  'cost',
  'taxCode',
] as const satisfies readonly (keyof ProductDraft)[];

export function emptyProductDraft(): ProductDraft {
  return {
    type: 'product',
    code: '',
    name: '',
    description: '',
    unit: '',
    sellingPrice: '',
    cost: '',
    taxCode: 'SR',
  };
}

export function productDraftOf(product: Product): ProductDraft {
  const { type, code, name, description, unit, sellingPrice, cost, taxCode } = product;
  return { type, code, name, description, unit, sellingPrice, cost, taxCode };
}

/** `POST /api/products`'s body, checked by the same schema as the server's. */
export function newProductBody(draft: ProductDraft): Checked<CreateProduct> {
  const { cost, ...rest } = draft;
  const parsed = createProductSchema.safeParse({ ...rest, ...(cost.trim() ? { cost } : {}) });
  return checkedOf(parsed);
}

/** Two prices as typed are the same amount ("12.5" and "12.5000"), or the same text. */
function samePrice(a: string, b: string): boolean {
  if (isDecimalString(a) && isDecimalString(b)) return toMoney(a).eq(toMoney(b));
  return a.trim() === b.trim();
}

/** `PATCH /api/products/{id}`'s body: only the changed fields; `body: null` when none. */
export function productPatchBody(
  product: Product,
  draft: ProductDraft,
): Checked<ProductPatch | null> {
  const before = productDraftOf(product);
  const changed = Object.fromEntries(
    FIELDS.filter((field) =>
      field === 'sellingPrice' || field === 'cost'
        ? !samePrice(before[field], draft[field])
        : before[field] !== draft[field],
    ).map((field) => [field, draft[field]]),
  );
  if (Object.keys(changed).length === 0) return { ok: true, body: null };
  const parsed = productPatchSchema.safeParse(changed);
  return checkedOf(parsed);
}
