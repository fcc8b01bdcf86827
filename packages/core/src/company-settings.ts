import { isPlainDate } from './dates.ts';
import {
  optionalChecked,
  optionalText,
  paymentTermsDaysSchema,
  requiredText as text,
} from './form-fields.ts';
import {
  checkGstNumber,
  checkPhone,
  checkPostalCode,
  checkSingaporeMobile,
} from './singapore-identifiers.ts';
import { SINGAPORE_TIME_ZONE } from './singapore-time.ts';
import { uenSchema, validateUen } from './uen.ts';
import { z } from './zod.ts';

export const GST_ROUNDING_MODES = [
  { label: 'On each line', value: 'line' },
  { label: 'On the subtotal', value: 'subtotal' },
] as const;
export const gstRoundingSchema = z.enum(['line', 'subtotal']);

export const PAYNOW_PROXY_TYPES = [
  { label: 'No PayNow', value: 'none' },
  { label: 'UEN', value: 'uen' },
  { label: 'Mobile number', value: 'mobile' },
] as const;
export const paynowProxyTypeSchema = z.enum(['none', 'uen', 'mobile']);

const timeZones = new Set(Intl.supportedValuesOf('timeZone'));

export const companyNameSchema = text('Legal name', 120);

/** Everything of a company's settings a person edits, each field checked on its own. */
export const companySettingsFields = z.object({
  legalName: companyNameSchema,
  uen: uenSchema,
  addressLine1: optionalText('Address line 1', 120),
  addressLine2: optionalText('Address line 2', 120),
  postalCode: optionalChecked(checkPostalCode),
  country: text('Country', 60),
  phone: optionalChecked(checkPhone),
  email: z.union([z.literal(''), z.email('Enter an e-mail address such as accounts@example.sg')]),
  website: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }),
  ]),
  gstRegistered: z.boolean(),
  gstNumber: optionalChecked(checkGstNumber),
  gstRegisteredOn: z
    .string()
    .trim()
    .refine((value) => value === '' || isPlainDate(value), 'Enter a date as YYYY-MM-DD'),
  gstRounding: gstRoundingSchema,
  /** The month IRAS made the company's GST quarters start in (1 January: calendar quarters). */
  gstQuarterStartMonth: z
    .number()
    .int()
    .min(1, 'Pick a month from 1 to 12')
    .max(12, 'Pick a month from 1 to 12'),
  cashRounding: z.boolean(),
  paymentTermsDays: paymentTermsDaysSchema,
  bankName: optionalText('Bank name', 80),
  bankAccountName: optionalText('Account name', 120),
  bankAccountNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{0,34}$/, 'An account number has digits, spaces and hyphens only'),
  bankSwift: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, 'A SWIFT code has 8 or 11 characters'),
  paynowProxyType: paynowProxyTypeSchema,
  paynowProxy: z.string().trim(),
  invoiceTerms: optionalText('Invoice terms', 2000),
  invoiceFooter: optionalText('Invoice footer', 500),
  /** Whether a delivery order's PDF shows unit prices and amounts (true) or only quantities. */
  deliveryOrderPrices: z.boolean(),
  fiscalYearStartMonth: z
    .number()
    .int()
    .min(1, 'Pick a month from 1 to 12')
    .max(12, 'Pick a month from 1 to 12'),
  timezone: z.string().refine((zone) => timeZones.has(zone), 'Pick a time zone from the list'),
});

export type CompanySettingsInput = z.input<typeof companySettingsFields>;
export type CompanySettingsValues = z.output<typeof companySettingsFields>;

/** The rules between fields, applied to the whole settings after a change is merged in. */
export function settingsConsistencyIssues(
  settings: CompanySettingsValues,
): { path: keyof CompanySettingsValues; message: string }[] {
  const issues: { path: keyof CompanySettingsValues; message: string }[] = [];
  if (settings.gstRegistered && settings.gstNumber === '') {
    issues.push({ path: 'gstNumber', message: 'A GST-registered company needs its GST number' });
  }
  if (settings.paynowProxyType === 'uen') {
    const check = validateUen(settings.paynowProxy);
    if (!check.ok) issues.push({ path: 'paynowProxy', message: check.error ?? 'Not a UEN' });
  }
  if (settings.paynowProxyType === 'mobile') {
    const check = checkSingaporeMobile(settings.paynowProxy);
    if (!check.ok) issues.push({ path: 'paynowProxy', message: check.error });
  }
  return issues;
}

/** The PayNow proxy as it is stored: normalised for its type, empty without PayNow. */
export function normalisePaynowProxy(settings: CompanySettingsValues): string {
  if (settings.paynowProxyType === 'uen') return validateUen(settings.paynowProxy).uen;
  if (settings.paynowProxyType === 'mobile') {
    const check = checkSingaporeMobile(settings.paynowProxy);
    return check.ok ? check.value : settings.paynowProxy;
  }
  return '';
}

/** Whole settings, fields and the rules between them: what the settings form submits. */
export const companySettingsSchema = companySettingsFields.superRefine((settings, context) => {
  for (const issue of settingsConsistencyIssues(settings)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});

/** `PATCH /api/settings/company`: any of the fields; the server checks the merged result. */
export const companySettingsPatchSchema = companySettingsFields
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Give at least one setting to change')
  .meta({ id: 'CompanySettingsPatch' });
export type CompanySettingsPatch = z.infer<typeof companySettingsPatchSchema>;

/** The settings a new company starts with, before its creator changes any. */
export const DEFAULT_COMPANY_SETTINGS: Omit<
  CompanySettingsValues,
  'legalName' | 'uen' | 'gstRegistered' | 'gstNumber'
> = {
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  country: 'Singapore',
  phone: '',
  email: '',
  website: '',
  gstRegisteredOn: '',
  gstRounding: 'line',
  gstQuarterStartMonth: 1,
  cashRounding: false,
  paymentTermsDays: 30,
  bankName: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankSwift: '',
  paynowProxyType: 'none',
  paynowProxy: '',
  invoiceTerms: '',
  invoiceFooter: '',
  deliveryOrderPrices: true,
  fiscalYearStartMonth: 1,
  timezone: SINGAPORE_TIME_ZONE,
};

/** `POST /api/companies`: what it takes to start a company. */
export const createCompanySchema = z
  .object({
    legalName: companyNameSchema,
    uen: uenSchema,
    gstRegistered: z.boolean().default(false),
    gstNumber: optionalChecked(checkGstNumber).default(''),
  })
  .superRefine((company, context) => {
    if (company.gstRegistered && company.gstNumber === '') {
      context.addIssue({
        code: 'custom',
        path: ['gstNumber'],
        message: 'A GST-registered company needs its GST number',
      });
    }
  })
  .meta({ id: 'CreateCompany' });
export type CreateCompany = z.infer<typeof createCompanySchema>;
