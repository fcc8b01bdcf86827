import type { CompanySettingsValues } from '@kira/core/company-settings';
import { DEFAULT_COMPANY_SETTINGS } from '@kira/core/company-settings';
import { uenCheckLetter } from '@kira/core/uen';

const DEMO_UEN_BODY = '201812345';
const DEMO_UEN = `${DEMO_UEN_BODY}${uenCheckLetter(DEMO_UEN_BODY, 'local_company')}`;

/** The demo showcase's profile and settings: the same on every machine and database. */
export const DEMO_COMPANY_SETTINGS: CompanySettingsValues = {
  ...DEFAULT_COMPANY_SETTINGS,
  legalName: 'Demo Trading Pte. Ltd.',
  uen: DEMO_UEN,
  addressLine1: '10 Anson Road, #12-08',
  addressLine2: 'International Plaza',
  postalCode: '079903',
  phone: '+65 6123 4567',
  email: 'accounts@demo-trading.example',
  website: 'https://demo-trading.example',
  gstRegistered: true,
  gstNumber: DEMO_UEN,
  gstRegisteredOn: '2019-01-01',
  gstRounding: 'line',
  cashRounding: false,
  paymentTermsDays: 30,
  bankName: 'DBS Bank Ltd',
  bankAccountName: 'Demo Trading Pte. Ltd.',
  bankAccountNumber: '012-345678-9',
  bankSwift: 'DBSSSGSG',
  paynowProxyType: 'uen',
  paynowProxy: DEMO_UEN,
  invoiceTerms:
    'Payment within 30 days of the invoice date by bank transfer or PayNow to our UEN. Please quote the invoice number.',
  invoiceFooter: 'Thank you for your business.',
  fiscalYearStartMonth: 1,
};
