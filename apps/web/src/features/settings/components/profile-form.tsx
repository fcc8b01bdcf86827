import type { CompanySettings } from '@kira/core/companies-api';
import { EXAMPLE_UENS, uenWarningOf } from '@kira/core/uen';
import { SimpleGrid, TextInput } from '@mantine/core';
import { FieldWarning } from '../../../components/field-warning.tsx';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useSettingsForm } from '../use-settings-form.ts';
import { SettingsFormFrame } from './settings-form-frame.tsx';

const FIELDS = [
  'legalName',
  'uen',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'country',
  'phone',
  'email',
  'website',
] as const;

/** Legal name, UEN, address and contact details: what documents print at the top. */
export function ProfileForm({ settings }: { settings: CompanySettings }) {
  const { company, refresh } = useAuthContext();
  const form = useSettingsForm(settings, FIELDS, {
    // The company's name shows in the header and menus, which read it from the session.
    onSaved: (saved) => {
      if (saved.legalName !== company?.name) void refresh();
    },
  });
  const { values, set, fieldProps } = form;
  const uenWarning =
    values.uen === settings.uen ? settings.uenWarning : (uenWarningOf(values.uen) ?? null);

  return (
    <SettingsFormFrame
      title="Business details"
      id="company-profile"
      testId="company-profile-form"
      {...form.frame}
    >
      <TextInput
        label="Legal name"
        description="As registered with ACRA; printed on every document."
        autoComplete="organization"
        required
        maxLength={120}
        value={values.legalName}
        onChange={(event) => set('legalName', event.currentTarget.value)}
        {...fieldProps('legalName')}
      />
      <TextInput
        label="UEN"
        description={
          <>
            Unique Entity Number, e.g. {EXAMPLE_UENS.localCompany}.
            {uenWarning ? <FieldWarning>{uenWarning}</FieldWarning> : null}
          </>
        }
        required
        maxLength={10}
        spellCheck={false}
        value={values.uen}
        onChange={(event) => set('uen', event.currentTarget.value)}
        {...fieldProps('uen')}
      />
      <TextInput
        label="Address line 1"
        autoComplete="address-line1"
        placeholder="10 Anson Road, #12-34"
        maxLength={120}
        value={values.addressLine1}
        onChange={(event) => set('addressLine1', event.currentTarget.value)}
        {...fieldProps('addressLine1')}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        placeholder="International Plaza"
        maxLength={120}
        value={values.addressLine2}
        onChange={(event) => set('addressLine2', event.currentTarget.value)}
        {...fieldProps('addressLine2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Postal code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          value={values.postalCode}
          onChange={(event) => set('postalCode', event.currentTarget.value)}
          {...fieldProps('postalCode')}
        />
        <TextInput
          label="Country"
          autoComplete="country-name"
          required
          maxLength={60}
          value={values.country}
          onChange={(event) => set('country', event.currentTarget.value)}
          {...fieldProps('country')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+65 6123 4567"
          maxLength={30}
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          {...fieldProps('phone')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="accounts@example.sg"
          maxLength={254}
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          {...fieldProps('email')}
        />
      </SimpleGrid>
      <TextInput
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://example.sg"
        maxLength={200}
        value={values.website}
        onChange={(event) => set('website', event.currentTarget.value)}
        {...fieldProps('website')}
      />
    </SettingsFormFrame>
  );
}
