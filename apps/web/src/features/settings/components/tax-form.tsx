import type { CompanySettings } from '@kira/core/companies-api';
import { GST_ROUNDING_MODES } from '@kira/core/company-settings';
import { MONTH_NAMES } from '@kira/core/format/dates';
import { NativeSelect, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { useSettingsForm } from '../use-settings-form.ts';
import { SettingsFormFrame } from './settings-form-frame.tsx';

const FIELDS = [
  'gstRegistered',
  'gstNumber',
  'gstRegisteredOn',
  'gstRounding',
  'gstQuarterStartMonth',
  'cashRounding',
] as const;

const MONTHS = MONTH_NAMES.map((label, index) => ({ label, value: String(index + 1) }));

const ROUNDING_HELP: Record<(typeof GST_ROUNDING_MODES)[number]['value'], string> = {
  line: 'GST is worked out and rounded to the cent on every line, then added up.',
  subtotal: 'GST is worked out once on the subtotal of each rate, then rounded to the cent.',
};

/** GST registration and how tax and cash totals are rounded on documents. */
export function TaxForm({ settings }: { settings: CompanySettings }) {
  const form = useSettingsForm(settings, FIELDS);
  const { values, set, fieldProps } = form;

  return (
    <SettingsFormFrame title="GST" id="tax" testId="tax-form" {...form.frame}>
      <Switch
        label="GST-registered"
        description="Registered with IRAS: documents then show your GST number and charge GST."
        checked={values.gstRegistered}
        onChange={(event) => set('gstRegistered', event.currentTarget.checked)}
        {...fieldProps('gstRegistered')}
      />
      {values.gstRegistered ? (
        <Stack gap="md">
          <TextInput
            label="GST registration number"
            description="Usually your UEN, or an IRAS number such as M2-1234567-8."
            required
            maxLength={20}
            spellCheck={false}
            value={values.gstNumber}
            onChange={(event) => set('gstNumber', event.currentTarget.value)}
            {...fieldProps('gstNumber')}
          />
          <DateField
            label="Registered on"
            description="The effective date of registration on your IRAS notice."
            maw={240}
            value={values.gstRegisteredOn}
            onChange={(value) => set('gstRegisteredOn', value)}
            {...fieldProps('gstRegisteredOn')}
          />
          <NativeSelect
            label="GST quarters start in"
            description="The month your accounting periods begin in, as IRAS assigned them; January for calendar quarters."
            maw={240}
            data={MONTHS}
            value={String(values.gstQuarterStartMonth)}
            onChange={(event) => set('gstQuarterStartMonth', Number(event.currentTarget.value))}
            {...fieldProps('gstQuarterStartMonth')}
          />
        </Stack>
      ) : null}
      <Radio.Group
        label="GST rounding"
        description="Used the same way on every document, so totals always agree."
        value={values.gstRounding}
        onChange={(value) => set('gstRounding', value as typeof values.gstRounding)}
        {...fieldProps('gstRounding')}
      >
        <Stack gap="sm" mt="xs">
          {GST_ROUNDING_MODES.map((mode) => (
            <Radio
              key={mode.value}
              value={mode.value}
              label={mode.label}
              description={ROUNDING_HELP[mode.value]}
              disabled={!form.canWrite}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Switch
        label="Round cash totals to 5 cents"
        description="The amount to pay in cash is rounded to the nearest 5 cents, with the difference shown."
        checked={values.cashRounding}
        onChange={(event) => set('cashRounding', event.currentTarget.checked)}
        {...fieldProps('cashRounding')}
      />
    </SettingsFormFrame>
  );
}
