import { Group, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { DocumentForm } from '../../document-form.ts';

/** The document discount, then notes and terms (the company's defaults to start with). */
export function ClosingFields({
  form,
  update,
  errorOf,
}: {
  form: DocumentForm;
  update: (change: Partial<DocumentForm>) => void;
  errorOf: (field: string) => string | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Group gap={4} wrap="nowrap" align="flex-end">
        <TextInput
          label="Document discount"
          value={form.discountValue}
          inputMode="decimal"
          error={errorOf('documentDiscount.value') ?? errorOf('documentDiscount')}
          onChange={(event) => update({ discountValue: event.currentTarget.value })}
          style={{ flex: 1 }}
        />
        <NativeSelect
          aria-label="Document discount in"
          data={[
            { value: 'percent', label: '%' },
            { value: 'amount', label: '$' },
          ]}
          value={form.discountKind}
          onChange={(event) =>
            update({ discountKind: event.currentTarget.value as DocumentForm['discountKind'] })
          }
        />
      </Group>
      <div />
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        value={form.notes}
        error={errorOf('notes')}
        onChange={(event) => update({ notes: event.currentTarget.value })}
      />
      <Textarea
        label="Terms"
        autosize
        minRows={2}
        value={form.terms}
        error={errorOf('terms')}
        onChange={(event) => update({ terms: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
