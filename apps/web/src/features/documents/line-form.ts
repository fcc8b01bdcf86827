import type { TaxCode } from '@kira/core/tax-code-list';

/** One line of the editor: every field as the person typed it. */
export interface LineForm {
  /** Stable within the editor (for React keys), not sent. */
  key: string;
  productId: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountKind: 'percent' | 'amount';
  /** '' for no discount. */
  discountValue: string;
  taxCode: TaxCode;
}
