import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVEL_VALUES,
  accessLevelSchema,
  compareAccessLevels,
  DEPARTMENT_VALUES,
  DOCUMENT_TYPES,
  DURATION_UNITS,
  documentTypeSchema,
  EXPENSE_CATEGORIES,
  expenseCategorySchema,
  hasAccessLevel,
  isDurationUnit,
  labelOf,
  PAYMENT_METHODS,
  paymentMethodSchema,
} from './enums.ts';

const asText = (options: readonly { label: string; value: string }[]) =>
  options.map(({ label, value }) => `${label}=${value}`).join(', ');

describe('the seed enumerations', () => {
  it('lists the document types exactly as the seed does', () => {
    expect(asText(DOCUMENT_TYPES)).toBe(
      'Service Order=service, Quotation=quotation, Invoice=invoice, Delivery Order=delivery, Receipt=receipt, Purchase Order=purchase, Expense=expense, Product or Services=pns, Contact=contact',
    );
  });

  it('lists the 14 expense categories exactly as the seed does', () => {
    expect(asText(EXPENSE_CATEGORIES)).toBe(
      'Bank Charges=banking, CPF=cpf, Entertainment=entertainment, Labour=labour, Loan=loan, Packaging and Shipping=packAndShip, Product Cost=productCost, Professional Services=services, Raw Material=rawMaterial, Rental=rental, Tax=tax, Transportation=transportation, Warehouse=warehouse, Other=other',
    );
  });

  it('lists the payment methods in the seed order with our values', () => {
    expect(PAYMENT_METHODS.map((method) => method.label)).toEqual([
      'Bank Transfer',
      'Cash',
      'Cheque',
      'Credit Card',
      'PayNow',
      'Others',
    ]);
    expect(paymentMethodSchema.parse('payNow')).toBe('payNow');
  });

  it('lists the duration units and departments', () => {
    expect(asText(DURATION_UNITS)).toBe('days=day, weeks=week, months=month, years=year');
    expect(DEPARTMENT_VALUES).toEqual([
      'finance',
      'operation',
      'sales',
      'marketing',
      'company',
      'administrator',
    ]);
  });

  it('validates values with the zod enums and the guards', () => {
    expect(documentTypeSchema.safeParse('pns').success).toBe(true);
    expect(documentTypeSchema.safeParse('Invoice').success).toBe(false);
    expect(expenseCategorySchema.safeParse('packAndShip').success).toBe(true);
    expect(isDurationUnit('month')).toBe(true);
    expect(isDurationUnit('fortnight')).toBe(false);
    expect(isDurationUnit(undefined)).toBe(false);
  });

  it('gives a stored value its label', () => {
    expect(labelOf(EXPENSE_CATEGORIES, 'packAndShip')).toBe('Packaging and Shipping');
    expect(labelOf(EXPENSE_CATEGORIES, 'unknown')).toBe('unknown');
  });
});

describe('access levels', () => {
  it('orders none < read < write', () => {
    expect(ACCESS_LEVEL_VALUES).toEqual(['none', 'read', 'write']);
    expect(compareAccessLevels('none', 'read')).toBeLessThan(0);
    expect(compareAccessLevels('write', 'read')).toBeGreaterThan(0);
    expect(compareAccessLevels('read', 'read')).toBe(0);
  });

  it('lets a level do what it or any lower level allows', () => {
    expect(hasAccessLevel('write', 'read')).toBe(true);
    expect(hasAccessLevel('read', 'read')).toBe(true);
    expect(hasAccessLevel('read', 'write')).toBe(false);
    expect(hasAccessLevel('none', 'read')).toBe(false);
    expect(hasAccessLevel('none', 'none')).toBe(true);
  });

  it('refuses levels it does not know', () => {
    expect(accessLevelSchema.safeParse('admin').success).toBe(false);
  });
});
