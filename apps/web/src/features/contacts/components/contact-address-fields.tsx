import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { AddressFields } from './address-fields.tsx';
import type { ContactFieldsProps } from './contact-form-props.ts';

/** The errors of one address, by its own field names. */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}

/** Billing address, and a delivery address that is the same unless said otherwise. */
export function ContactAddressFields({ draft, set, errors }: ContactFieldsProps) {
  return (
    <Stack gap="md">
      <Fieldset legend="Billing address" variant="unstyled">
        <AddressFields
          value={draft.billing}
          onChange={(billing) => set('billing', billing)}
          errors={errorsUnder(errors, 'billingAddress')}
          autofill="billing"
        />
      </Fieldset>
      <Checkbox
        label="Deliver to the billing address"
        checked={draft.deliverySameAsBilling}
        onChange={(event) => set('deliverySameAsBilling', event.currentTarget.checked)}
      />
      {draft.deliverySameAsBilling ? null : (
        <Fieldset legend="Delivery address" variant="unstyled">
          <AddressFields
            value={draft.delivery}
            onChange={(delivery) => set('delivery', delivery)}
            errors={errorsUnder(errors, 'deliveryAddress')}
            autofill="shipping"
          />
        </Fieldset>
      )}
    </Stack>
  );
}
