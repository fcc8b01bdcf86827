import type { CompanySettings } from '@kira/core/companies-api';
import { MONTH_NAMES } from '@kira/core/format/dates';
import { NativeSelect, Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useSettingsForm } from '../use-settings-form.ts';
import { SettingsFormFrame } from './settings-form-frame.tsx';

const FIELDS = [
  'invoiceTerms',
  'invoiceFooter',
  'deliveryOrderPrices',
  'fiscalYearStartMonth',
  'timezone',
] as const;

const MONTHS = MONTH_NAMES.map((label, index) => ({ label, value: String(index + 1) }));

/** Every time zone this browser knows, the company's own first if it is missing. */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * Terms and footer printed on invoices, prices on delivery orders, the fiscal year and the
 * company's time zone.
 */
export function DocumentsForm({ settings }: { settings: CompanySettings }) {
  const form = useSettingsForm(settings, FIELDS);
  const { values, set, fieldProps } = form;
  const zones = useMemo(() => timeZoneOptions(settings.timezone), [settings.timezone]);

  return (
    <SettingsFormFrame
      title="Invoices and the fiscal year"
      id="documents"
      testId="documents-form"
      {...form.frame}
    >
      <Textarea
        label="Invoice terms"
        description="Printed under the totals, e.g. late payment charges or return policy."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={2000}
        value={values.invoiceTerms}
        onChange={(event) => set('invoiceTerms', event.currentTarget.value)}
        {...fieldProps('invoiceTerms')}
      />
      <Textarea
        label="Invoice footer"
        description="A line at the bottom of every page, e.g. Thank you for your business."
        autosize
        minRows={2}
        maxRows={6}
        maxLength={500}
        value={values.invoiceFooter}
        onChange={(event) => set('invoiceFooter', event.currentTarget.value)}
        {...fieldProps('invoiceFooter')}
      />
      <Switch
        label="Show prices on delivery orders"
        description="Off: a delivery order's PDF lists the goods and quantities only, for the people who receive them."
        checked={values.deliveryOrderPrices}
        onChange={(event) => set('deliveryOrderPrices', event.currentTarget.checked)}
        {...fieldProps('deliveryOrderPrices')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Fiscal year starts in"
          description="Reports for a year run from the first day of this month."
          data={MONTHS}
          value={String(values.fiscalYearStartMonth)}
          onChange={(event) => set('fiscalYearStartMonth', Number(event.currentTarget.value))}
          {...fieldProps('fiscalYearStartMonth')}
        />
        <Select
          label="Time zone"
          description="Dates on documents follow this clock; Asia/Singapore for most companies."
          data={zones}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No time zone by that name"
          value={values.timezone}
          onChange={(value) => {
            if (value) set('timezone', value);
          }}
          {...fieldProps('timezone')}
        />
      </SimpleGrid>
    </SettingsFormFrame>
  );
}
