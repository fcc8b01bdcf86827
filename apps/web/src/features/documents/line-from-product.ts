import type { TaxCode } from '@kira/core/tax-code-list';
import type { LineForm } from './line-form.ts';
import { withTwoDecimals } from './money-text.ts';

/** What the editor takes from a product or service picked for a line. */
export interface PickedProduct {
  id: string;
  code: string;
  name: string;
  description: string;
  unit: string;
  sellingPrice: string;
  taxCode: TaxCode;
}

/** How the product search names a product: `KOPI-1KG · Kopi beans, 1 kg`. */
export function productLabel(product: Pick<PickedProduct, 'code' | 'name'>): string {
  return `${product.code} · ${product.name}`;
}

/**
 * The line's fields from a product: a line has one description, printed as written, so it is
 * the product's name with the product's description on the lines under it (as the product
 * form says: "Details printed under the name on a document line").
 */
export function lineFromProduct(product: PickedProduct): Partial<LineForm> {
  const details = product.description.trim();
  return {
    productId: product.id,
    description: details === '' ? product.name : `${product.name}\n${details}`,
    unit: product.unit,
    unitPrice: withTwoDecimals(product.sellingPrice),
    taxCode: product.taxCode,
  };
}
