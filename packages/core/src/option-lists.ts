import { DOCUMENT_KINDS, type DocumentKind } from './document-lifecycle.ts';

/**
 * The seed's enumerations, label for the screen and value for storage and the API. Labels and
 * values quoted by the seed are exact requirements: do not reword them.
 */
export interface Option<Value extends string = string> {
  readonly label: string;
  readonly value: Value;
}

type Options = readonly [Option, ...Option[]];
type ValuesOf<T extends Options> = { readonly [K in keyof T]: T[K]['value'] };

function valuesOf<const T extends Options>(options: T): ValuesOf<T> {
  return options.map((option) => option.value) as unknown as ValuesOf<T>;
}

/** The label shown for a stored value; the value itself when the list does not know it. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The seed's document types: our kinds of document but the credit note and the refund, then two records. */
export type DocumentType = Exclude<DocumentKind, 'credit' | 'refund'> | 'pns' | 'contact';
export const DOCUMENT_TYPES: readonly Option<DocumentType>[] = [
  ...DOCUMENT_KINDS.flatMap(({ label, value }) =>
    value === 'credit' || value === 'refund' ? [] : [{ label, value }],
  ),
  { label: 'Product or Services', value: 'pns' },
  { label: 'Contact', value: 'contact' },
];
export const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((type) => type.value) as [
  DocumentType,
  ...DocumentType[],
];

export const EXPENSE_CATEGORIES = [
  { label: 'Bank Charges', value: 'banking' },
  { label: 'CPF', value: 'cpf' },
  { label: 'Entertainment', value: 'entertainment' },
  { label: 'Labour', value: 'labour' },
  { label: 'Loan', value: 'loan' },
  { label: 'Packaging and Shipping', value: 'packAndShip' },
  { label: 'Product Cost', value: 'productCost' },
  { label: 'Professional Services', value: 'services' },
  { label: 'Raw Material', value: 'rawMaterial' },
  { label: 'Rental', value: 'rental' },
  { label: 'Tax', value: 'tax' },
  { label: 'Transportation', value: 'transportation' },
  { label: 'Warehouse', value: 'warehouse' },
  { label: 'Other', value: 'other' },
] as const;
export const EXPENSE_CATEGORY_VALUES = valuesOf(EXPENSE_CATEGORIES);
export type ExpenseCategory = (typeof EXPENSE_CATEGORY_VALUES)[number];

/**
 * The seed gives only the labels. The values are ours, in the camelCase the seed uses for
 * expense category values (`packAndShip`, `rawMaterial`); they are stored, so never change one.
 */
export const PAYMENT_METHODS = [
  { label: 'Bank Transfer', value: 'bankTransfer' },
  { label: 'Cash', value: 'cash' },
  { label: 'Cheque', value: 'cheque' },
  { label: 'Credit Card', value: 'creditCard' },
  { label: 'PayNow', value: 'payNow' },
  { label: 'Others', value: 'others' },
] as const;
export const PAYMENT_METHOD_VALUES = valuesOf(PAYMENT_METHODS);
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

export const DURATION_UNITS = [
  { label: 'days', value: 'day' },
  { label: 'weeks', value: 'week' },
  { label: 'months', value: 'month' },
  { label: 'years', value: 'year' },
] as const;
export const DURATION_UNIT_VALUES = valuesOf(DURATION_UNITS);
export type DurationUnit = (typeof DURATION_UNIT_VALUES)[number];

export function isDurationUnit(value: unknown): value is DurationUnit {
  return (DURATION_UNIT_VALUES as readonly unknown[]).includes(value);
}

export const DEPARTMENTS = [
  { label: 'Finance', value: 'finance' },
  { label: 'Operation', value: 'operation' },
  { label: 'Sales', value: 'sales' },
  { label: 'Marketing', value: 'marketing' },
  { label: 'Company', value: 'company' },
  { label: 'Administrator', value: 'administrator' },
] as const;
export const DEPARTMENT_VALUES = valuesOf(DEPARTMENTS);
export type Department = (typeof DEPARTMENT_VALUES)[number];

/** Ordered from least to most: each level includes everything the ones before it allow. */
export const ACCESS_LEVELS = [
  { label: 'None', value: 'none' },
  { label: 'Read', value: 'read' },
  { label: 'Write', value: 'write' },
] as const;
export const ACCESS_LEVEL_VALUES = valuesOf(ACCESS_LEVELS);
export type AccessLevel = (typeof ACCESS_LEVEL_VALUES)[number];

/** Negative when `a` allows less than `b`, zero when equal, positive when more. */
export function compareAccessLevels(a: AccessLevel, b: AccessLevel): number {
  return ACCESS_LEVEL_VALUES.indexOf(a) - ACCESS_LEVEL_VALUES.indexOf(b);
}

/** Whether a member holding `actual` may do what needs `required` (write includes read). */
export function hasAccessLevel(actual: AccessLevel, required: AccessLevel): boolean {
  return compareAccessLevels(actual, required) >= 0;
}
