import { CONTACT_CSV_FIELDS } from '@kira/core/contacts-csv';
import { describe, expect, it } from 'vitest';
import { fieldLabelOf, productTypeLabelOf, roleLabelOf } from './import-labels.ts';

describe('import labels', () => {
  it('names fields, roles and types as people read them', () => {
    expect(fieldLabelOf(CONTACT_CSV_FIELDS, 'billingPostalCode')).toBe('Billing postal code');
    expect(fieldLabelOf(CONTACT_CSV_FIELDS, null)).toBe('Whole row');
    expect(fieldLabelOf(CONTACT_CSV_FIELDS, 'colour')).toBe('colour');
    expect(roleLabelOf('both')).toBe('Customer and supplier');
    expect(productTypeLabelOf('service')).toBe('Service');
  });
});
