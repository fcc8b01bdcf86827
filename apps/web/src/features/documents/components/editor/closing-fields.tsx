import { Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { DocumentHead } from '../../document-form.ts';
import { GrowingTextarea } from './growing-textarea.tsx';

interface ClosingFieldsProps
  extends Pick<DocumentHead, 'discountKind' | 'discountValue' | 'notes' | 'terms'> {
  /** A credit note's notes are the reason for the credit, printed as such. */
  isCredit: boolean;
  update: (change: Partial<DocumentHead>) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * The document discount, then notes (a credit note's reason) and terms (the company's defaults
 * to start with), in their card.
 * Memoized on its values: a keystroke in a line does not render them.
 */
export const ClosingFields = memo(function ClosingFields({
  discountKind,
  discountValue,
  notes,
  terms,
  isCredit,
  update,
  errorOf,
}: ClosingFieldsProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Group gap={4} wrap="nowrap" align="flex-end">
          <TextInput
            label="Document discount"
            value={discountValue}
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
            value={discountKind}
            onChange={(event) =>
              update({ discountKind: event.currentTarget.value as DocumentHead['discountKind'] })
            }
          />
        </Group>
        <div />
        <GrowingTextarea
          label={isCredit ? 'Reason for the credit' : 'Notes'}
          description={
            isCredit ? 'Printed on the credit note beside the invoice it adjusts' : undefined
          }
          value={notes}
          error={errorOf('notes')}
          onChange={(event) => update({ notes: event.currentTarget.value })}
        />
        <GrowingTextarea
          label="Terms"
          value={terms}
          error={errorOf('terms')}
          onChange={(event) => update({ terms: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Paper>
  );
});
