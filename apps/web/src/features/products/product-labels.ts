import { PRODUCT_TYPES } from '@kira/core/products';
import { TAX_CODES } from '@kira/core/tax-code-list';

/** "Product" or "Service". */
export function productTypeLabel(type: string): string {
  return PRODUCT_TYPES.find((known) => known.value === type)?.label ?? type;
}

/** "GST standard-rated" for SR, and so on (TAX_CODES). */
export function taxCodeLabel(code: string): string {
  return TAX_CODES.find((known) => known.value === code)?.label ?? code;
}

/** The options of a tax code select: "SR · GST standard-rated". */
export const TAX_CODE_OPTIONS = TAX_CODES.map((code) => ({
  value: code.value,
  label: `${code.value} · ${code.label}`,
}));
