import type { PlanId } from '@kira/core/claims';
import type { CompanySettings } from '@kira/core/companies-api';
import type { CompanySettingsValues } from '@kira/core/company-settings';
import type { Abilities } from '@kira/core/permissions';
import { effectivePlan } from '@kira/core/plans';
import { validateUen } from '@kira/core/uen';
import type { companies } from '../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;

/** The editable settings as stored in a company's row. */
export function settingsValuesOf(row: CompanyRow): CompanySettingsValues {
  return {
    legalName: row.name,
    uen: row.uen,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    gstRegistered: row.gstRegistered,
    gstNumber: row.gstNumber,
    gstRegisteredOn: row.gstRegisteredOn ?? '',
    gstRounding: row.gstRounding as CompanySettingsValues['gstRounding'],
    gstQuarterStartMonth: row.gstQuarterStartMonth,
    cashRounding: row.cashRounding,
    paymentTermsDays: row.paymentTermsDays,
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
    bankAccountNumber: row.bankAccountNumber,
    bankSwift: row.bankSwift,
    paynowProxyType: row.paynowProxyType as CompanySettingsValues['paynowProxyType'],
    paynowProxy: row.paynowProxy,
    invoiceTerms: row.invoiceTerms,
    invoiceFooter: row.invoiceFooter,
    deliveryOrderPrices: row.deliveryOrderPrices,
    fiscalYearStartMonth: row.fiscalYearStartMonth,
    timezone: row.timezone,
  };
}

/** The columns that store the editable settings. */
export function settingsColumnsOf(values: CompanySettingsValues) {
  const { legalName, gstRegisteredOn, ...rest } = values;
  return {
    ...rest,
    name: legalName,
    gstRegisteredOn: gstRegisteredOn === '' ? null : gstRegisteredOn,
  };
}

export function toCompanySettings(row: CompanyRow, abilities: Abilities): CompanySettings {
  return {
    ...settingsValuesOf(row),
    tenantId: row.tenantId,
    isReadOnly: row.isReadOnly,
    plan: effectivePlan({ plan: row.plan as PlanId, trialEndsAt: row.trialEndsAt }, new Date()),
    hasLogo: row.logoFile !== null,
    logoUpdatedAt: row.logoUpdatedAt?.toISOString() ?? null,
    uenWarning: row.uen ? (validateUen(row.uen).warning ?? null) : null,
    abilities,
  };
}
