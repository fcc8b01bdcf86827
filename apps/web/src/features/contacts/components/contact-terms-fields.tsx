import { MAX_TAGS } from '@kira/core/contacts';
import { SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { ContactFieldsProps } from './contact-form-props.ts';

interface ContactTermsFieldsProps extends ContactFieldsProps {
  /** Tags already in use in the company, offered as suggestions. */
  knownTags: readonly string[];
}

/** Payment terms, currency, tags and notes. */
export function ContactTermsFields({ draft, set, errors, knownTags }: ContactTermsFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Payment terms (days)"
          description="Leave empty to use the company's default."
          inputMode="numeric"
          maxLength={3}
          value={draft.paymentTermsDays}
          error={errors.paymentTermsDays}
          onChange={(event) => set('paymentTermsDays', event.currentTarget.value)}
        />
        <TextInput
          label="Currency"
          description="The 3-letter code documents use, e.g. SGD or USD."
          required
          maxLength={3}
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.currency}
          error={errors.currency}
          onChange={(event) => set('currency', event.currentTarget.value.toUpperCase())}
        />
      </SimpleGrid>
      <TagsInput
        label="Tags"
        description={`Group contacts, e.g. "VIP" or "Retail". Press Enter after each; up to ${MAX_TAGS}.`}
        data={[...knownTags]}
        maxTags={MAX_TAGS}
        splitChars={[',', ';']}
        clearable
        value={draft.tags}
        error={errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1]}
        onChange={(tags) => set('tags', tags)}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label="Notes"
        description="For your team; not printed on documents."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={4000}
        value={draft.notes}
        error={errors.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
      />
    </Stack>
  );
}
