import type { CompanySettings } from '@kira/core/companies-api';
import { DEFAULT_COMPANY_SETTINGS } from '@kira/core/company-settings';
import type { Abilities } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { changedSettings, draftErrors, draftOf, editableSettings } from './settings-draft.ts';

const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  legalName: 'Tan Trading Pte. Ltd.',
  uen: '201912345K',
  gstRegistered: false,
  gstNumber: '',
  tenantId: 'O26ABC',
  isReadOnly: false,
  plan: 'free',
  hasLogo: false,
  logoUpdatedAt: null,
  uenWarning: null,
  abilities: { 'company.read': true, 'company.update': true } as Abilities,
};

describe('a settings form draft', () => {
  it('starts from the server values of its own fields', () => {
    expect(draftOf(settings, ['phone', 'postalCode'])).toEqual({ phone: '', postalCode: '' });
    expect(Object.keys(editableSettings(settings))).not.toContain('abilities');
  });

  it('sends only what changed', () => {
    const draft = { ...draftOf(settings, ['phone', 'country']), phone: '+65 6123 4567' };
    expect(changedSettings(settings, draft)).toEqual({ phone: '+65 6123 4567' });
    expect(changedSettings(settings, draftOf(settings, ['phone']))).toEqual({});
  });

  it('checks its fields with the shared schema, beside each field', () => {
    expect(draftErrors(settings, { postalCode: '12345', phone: '' })).toEqual({
      postalCode: 'A Singapore postal code has 6 digits.',
    });
    expect(draftErrors(settings, { postalCode: '018989' })).toEqual({});
  });

  it('applies the rules between fields, merged with the saved settings', () => {
    expect(draftErrors(settings, { gstRegistered: true, gstNumber: '' })).toEqual({
      gstNumber: 'A GST-registered company needs its GST number',
    });
    expect(draftErrors(settings, { paynowProxyType: 'mobile', paynowProxy: '123' })).toHaveProperty(
      'paynowProxy',
    );
  });

  it('leaves problems of fields the form does not show to the server', () => {
    const broken = { ...settings, postalCode: 'bad' };
    expect(draftErrors(broken, { phone: '+65 6123 4567' })).toEqual({});
  });
});
