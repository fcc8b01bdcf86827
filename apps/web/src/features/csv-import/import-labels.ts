import { CONTACT_ROLES } from '@kira/core/contacts';
import type { CsvField } from '@kira/core/csv-import';
import { PRODUCT_TYPES } from '@kira/core/products';

export function roleLabelOf(role: string): string {
  return CONTACT_ROLES.find((known) => known.value === role)?.label ?? role;
}

export function productTypeLabelOf(type: string): string {
  return PRODUCT_TYPES.find((known) => known.value === type)?.label ?? type;
}

/** A report's field key as the person knows the column ("billingPostalCode": "Billing postal code"). */
export function fieldLabelOf(fields: readonly CsvField[], key: string | null): string {
  if (key === null) return 'Whole row';
  return fields.find((field) => field.key === key)?.label ?? key;
}
