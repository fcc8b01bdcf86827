import type { CompanySettings } from '@kira/core/companies-api';
import { PAYNOW_PROXY_TYPES } from '@kira/core/company-settings';
import { NumberInput, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { proxyForType } from '../paynow-proxy.ts';
import { useSettingsForm } from '../use-settings-form.ts';
import { SettingsFormFrame } from './settings-form-frame.tsx';

const FIELDS = [
  'paymentTermsDays',
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
  'bankSwift',
  'paynowProxyType',
  'paynowProxy',
] as const;

const PROXY_FIELD = {
  uen: { label: 'PayNow UEN', description: 'The UEN your bank registered for PayNow.' },
  mobile: {
    label: 'PayNow mobile number',
    description: 'A Singapore mobile number, e.g. +65 9123 4567.',
  },
} as const;

/** Default payment terms, bank details and PayNow: how customers pay you. */
export function PaymentsForm({ settings }: { settings: CompanySettings }) {
  const form = useSettingsForm(settings, FIELDS);
  const { values, set, fieldProps } = form;
  const proxyType = values.paynowProxyType;
  const daysMissing = Number.isNaN(values.paymentTermsDays);

  return (
    <SettingsFormFrame title="Getting paid" id="payments" testId="payments-form" {...form.frame}>
      <NumberInput
        label="Default payment terms"
        description="Days from the invoice date to its due date; 0 means due on receipt."
        suffix=" days"
        min={0}
        max={365}
        allowDecimal={false}
        allowNegative={false}
        maw={240}
        value={daysMissing ? '' : values.paymentTermsDays}
        onChange={(value) =>
          set('paymentTermsDays', typeof value === 'number' ? value : Number.NaN)
        }
        {...fieldProps('paymentTermsDays')}
        error={daysMissing ? 'Enter the number of days' : form.errors.paymentTermsDays}
      />
      <Title order={4} size="h5" mt="xs">
        Bank account
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Bank name"
          placeholder="DBS Bank Ltd"
          maxLength={80}
          value={values.bankName}
          onChange={(event) => set('bankName', event.currentTarget.value)}
          {...fieldProps('bankName')}
        />
        <TextInput
          label="Account name"
          maxLength={120}
          value={values.bankAccountName}
          onChange={(event) => set('bankAccountName', event.currentTarget.value)}
          {...fieldProps('bankAccountName')}
        />
        <TextInput
          label="Account number"
          inputMode="numeric"
          maxLength={34}
          spellCheck={false}
          value={values.bankAccountNumber}
          onChange={(event) => set('bankAccountNumber', event.currentTarget.value)}
          {...fieldProps('bankAccountNumber')}
        />
        <TextInput
          label="SWIFT code"
          description="8 or 11 characters, e.g. DBSSSGSG."
          maxLength={11}
          spellCheck={false}
          value={values.bankSwift}
          onChange={(event) => set('bankSwift', event.currentTarget.value)}
          {...fieldProps('bankSwift')}
        />
      </SimpleGrid>
      <Radio.Group
        label="PayNow"
        description="Invoices can carry a PayNow QR code for this proxy."
        value={proxyType}
        onChange={(value) => {
          const type = value as typeof proxyType;
          set('paynowProxyType', type);
          set(
            'paynowProxy',
            proxyForType({ type, proxy: values.paynowProxy, companyUen: settings.uen }),
          );
        }}
        {...fieldProps('paynowProxyType')}
      >
        <Stack gap="xs" mt="xs">
          {PAYNOW_PROXY_TYPES.map((type) => (
            <Radio
              key={type.value}
              value={type.value}
              label={type.label}
              disabled={!form.canWrite}
            />
          ))}
        </Stack>
      </Radio.Group>
      {proxyType === 'none' ? null : (
        <TextInput
          label={PROXY_FIELD[proxyType].label}
          description={PROXY_FIELD[proxyType].description}
          required
          maxLength={20}
          spellCheck={false}
          inputMode={proxyType === 'mobile' ? 'tel' : undefined}
          maw={320}
          value={values.paynowProxy}
          onChange={(event) => set('paynowProxy', event.currentTarget.value)}
          {...fieldProps('paynowProxy')}
        />
      )}
    </SettingsFormFrame>
  );
}
