import {
  ACCESS_LEVEL_VALUES,
  DEPARTMENT_VALUES,
  DOCUMENT_TYPE_VALUES,
  DURATION_UNIT_VALUES,
  EXPENSE_CATEGORY_VALUES,
  PAYMENT_METHOD_VALUES,
} from './option-lists.ts';
import { z } from './zod.ts';

// The seed's enumerations as schemas for requests and forms. The lists live in option-lists.ts,
// which screens import without zod.
export * from './option-lists.ts';

export const documentTypeSchema = z.enum(DOCUMENT_TYPE_VALUES);
export const expenseCategorySchema = z.enum(EXPENSE_CATEGORY_VALUES);
export const paymentMethodSchema = z.enum(PAYMENT_METHOD_VALUES);
export const durationUnitSchema = z.enum(DURATION_UNIT_VALUES);
export const departmentSchema = z.enum(DEPARTMENT_VALUES);
export const accessLevelSchema = z.enum(ACCESS_LEVEL_VALUES);
