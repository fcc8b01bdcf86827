import { CONTACT_ROLES, type ContactRole } from '@kira/core/contacts';
import { EXAMPLE_UENS, uenWarningOf } from '@kira/core/uen';
import { Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FieldWarning } from '../../../components/field-warning.tsx';
import { uenNotice } from '../uen-notice.ts';
import type { ContactFieldsProps } from './contact-form-props.ts';

interface ContactIdentityFieldsProps extends ContactFieldsProps {
  /** The roles this user may give a contact; the others show but cannot be picked. */
  writableRoles: readonly ContactRole[];
  /** The saved UEN and the warning it was saved with, shown while the UEN is unchanged. */
  saved: { uen: string; uenWarning: string | null } | null;
}

/** Role, name, UEN (with the check-letter warning and its confirmation), GST number, person. */
export function ContactIdentityFields({
  draft,
  set,
  errors,
  writableRoles,
  saved,
}: ContactIdentityFieldsProps) {
  const unchangedUen = saved !== null && draft.uen.trim().toUpperCase() === saved.uen;
  const { warning, error: uenError } = uenNotice({
    warning: unchangedUen ? saved.uenWarning : (uenWarningOf(draft.uen) ?? null),
    error: errors.uen,
  });

  return (
    <Stack gap="md">
      <Radio.Group
        label="Role"
        description="Customers get quotations and invoices; suppliers send you bills."
        required
        value={draft.role}
        onChange={(value) => set('role', value as ContactRole)}
        error={errors.role}
      >
        <Group gap="lg" mt={6}>
          {CONTACT_ROLES.map((role) => (
            <Radio
              key={role.value}
              value={role.value}
              label={role.label}
              disabled={!writableRoles.includes(role.value) && draft.role !== role.value}
            />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label="Name"
        description="The company or person, as it should appear on documents."
        required
        maxLength={160}
        autoComplete="off"
        value={draft.name}
        error={errors.name}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={6}>
          <TextInput
            label="UEN"
            description={
              <>
                Unique Entity Number, e.g. {EXAMPLE_UENS.localCompany}. Optional.
                {warning ? <FieldWarning>{warning}</FieldWarning> : null}
              </>
            }
            maxLength={10}
            autoCapitalize="characters"
            spellCheck={false}
            value={draft.uen}
            error={uenError}
            onChange={(event) => {
              set('uen', event.currentTarget.value);
              set('acceptUenWarning', false);
            }}
          />
          {warning && !unchangedUen ? (
            <Checkbox
              label="The UEN is right"
              description="Kira's check letter is a guess: ACRA publishes no rule for it."
              checked={draft.acceptUenWarning}
              onChange={(event) => set('acceptUenWarning', event.currentTarget.checked)}
            />
          ) : null}
        </Stack>
        <TextInput
          label="GST registration number"
          description="If the contact is GST-registered, e.g. M2-1234567-8."
          maxLength={20}
          spellCheck={false}
          value={draft.gstNumber}
          error={errors.gstNumber}
          onChange={(event) => set('gstNumber', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label="Contact person"
        description="Who documents are addressed to (Attn.)."
        maxLength={120}
        autoComplete="off"
        value={draft.contactPerson}
        error={errors.contactPerson}
        onChange={(event) => set('contactPerson', event.currentTarget.value)}
      />
    </Stack>
  );
}
