import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AddressDraft } from '../contact-draft.ts';

interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Messages by field of this address (`billingAddress.postalCode` given as `postalCode`). */
  errors: Record<string, string>;
  /** `billing` or `shipping`, for the browser's address autofill. */
  autofill: 'billing' | 'shipping';
}

/** Two lines, postal code and country; leave them empty for no address. */
export function AddressFields({ value, onChange, errors, autofill }: AddressFieldsProps) {
  const set = (name: keyof AddressDraft) => (text: string) => onChange({ ...value, [name]: text });
  return (
    <Stack gap="sm">
      <TextInput
        label="Address line 1"
        autoComplete={`${autofill} address-line1`}
        placeholder="10 Anson Road, #12-34"
        maxLength={120}
        value={value.line1}
        error={errors.line1}
        onChange={(event) => set('line1')(event.currentTarget.value)}
      />
      <TextInput
        label="Address line 2"
        autoComplete={`${autofill} address-line2`}
        placeholder="International Plaza"
        maxLength={120}
        value={value.line2}
        error={errors.line2}
        onChange={(event) => set('line2')(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Postal code"
          autoComplete={`${autofill} postal-code`}
          inputMode="numeric"
          maxLength={12}
          value={value.postalCode}
          error={errors.postalCode}
          onChange={(event) => set('postalCode')(event.currentTarget.value)}
        />
        <TextInput
          label="Country"
          autoComplete={`${autofill} country-name`}
          maxLength={60}
          value={value.country}
          error={errors.country}
          onChange={(event) => set('country')(event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
