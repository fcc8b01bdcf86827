import { describe, expect, it } from 'vitest';
import {
  companySettingsPatchSchema,
  companySettingsSchema,
  createCompanySchema,
  DEFAULT_COMPANY_SETTINGS,
} from './company-settings.ts';

const valid = {
  ...DEFAULT_COMPANY_SETTINGS,
  legalName: 'Tan Brothers Pte. Ltd.',
  uen: '201912345k',
  gstRegistered: false,
  gstNumber: '',
};

describe('companySettingsSchema', () => {
  it('normalises the UEN and accepts the defaults', () => {
    const parsed = companySettingsSchema.parse(valid);
    expect(parsed.uen).toBe('201912345K');
    expect(parsed.timezone).toBe('Asia/Singapore');
  });

  it('needs a GST number when GST-registered', () => {
    const result = companySettingsSchema.safeParse({ ...valid, gstRegistered: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['gstNumber']);
  });

  it('checks the PayNow proxy against its type', () => {
    const mobile = { ...valid, paynowProxyType: 'mobile' as const };
    expect(companySettingsSchema.safeParse({ ...mobile, paynowProxy: '9123 4567' }).success).toBe(
      true,
    );
    expect(companySettingsSchema.safeParse({ ...mobile, paynowProxy: '201912345K' }).success).toBe(
      false,
    );
    const uen = { ...valid, paynowProxyType: 'uen' as const, paynowProxy: '201912345K' };
    expect(companySettingsSchema.safeParse(uen).success).toBe(true);
  });

  it('refuses a bad postal code, e-mail, website, month and time zone with field names', () => {
    const bad = {
      ...valid,
      postalCode: '1234',
      email: 'not-an-email',
      website: 'ftp://x.sg',
      fiscalYearStartMonth: 13,
      timezone: 'Mars/Base',
    };
    const result = companySettingsSchema.safeParse(bad);
    const paths = result.error?.issues.map((issue) => issue.path[0]).sort();
    expect(paths).toEqual(['email', 'fiscalYearStartMonth', 'postalCode', 'timezone', 'website']);
  });
});

describe('companySettingsPatchSchema', () => {
  it('takes any one field, refuses unknown ones and empty patches', () => {
    expect(companySettingsPatchSchema.parse({ phone: '6123 4567' })).toEqual({
      phone: '6123 4567',
    });
    expect(companySettingsPatchSchema.safeParse({ plan: 'business' }).success).toBe(false);
    expect(companySettingsPatchSchema.safeParse({}).success).toBe(false);
  });
});

describe('createCompanySchema', () => {
  it('defaults GST to not registered, and needs a number when registered', () => {
    expect(createCompanySchema.parse({ legalName: 'Ah Hock Trading', uen: '53312345D' })).toEqual({
      legalName: 'Ah Hock Trading',
      uen: '53312345D',
      gstRegistered: false,
      gstNumber: '',
    });
    expect(
      createCompanySchema.safeParse({ legalName: 'X', uen: '53312345D', gstRegistered: true })
        .success,
    ).toBe(false);
    expect(createCompanySchema.safeParse({ legalName: 'X', uen: 'ABC' }).success).toBe(false);
  });
});
