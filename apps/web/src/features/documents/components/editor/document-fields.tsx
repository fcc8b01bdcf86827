import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@kira/core/enums';
import { formatDisplayDate } from '@kira/core/format/dates';
import { Button, Group, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DocumentDefaults, DocumentForm } from '../../document-form.ts';
import { termsDueDate } from '../../document-form.ts';
import { ContactPicker } from '../contact-picker.tsx';
import { NewContactModal } from './new-contact-modal.tsx';

interface DocumentFieldsProps {
  form: DocumentForm;
  defaults: DocumentDefaults;
  update: (change: Partial<DocumentForm>) => void;
  errorOf: (field: string) => string | undefined;
}

const DELIVERED_KINDS = new Set(['delivery', 'service', 'purchase']);

/** The document's own fields: contact, dates, reference, currency, and an expense's own. */
export function DocumentFields({ form, defaults, update, errorOf }: DocumentFieldsProps) {
  const [adding, setAdding] = useState(false);
  const { kind } = form;
  const date = (
    field: 'issueDate' | 'dueDate' | 'validUntil' | 'deliveryDate',
    label: string,
    description?: string,
  ) => (
    <TextInput
      type="date"
      label={label}
      description={description}
      value={form[field]}
      error={errorOf(field)}
      required={field === 'issueDate'}
      onChange={(event) => update({ [field]: event.currentTarget.value })}
    />
  );
  const fromTerms =
    kind === 'invoice' && form.dueDate === ''
      ? termsDueDate(form.issueDate, defaults.paymentTermsDays)
      : null;
  const supplierSide = kind === 'purchase' || kind === 'expense';

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <ContactPicker
              label="Contact"
              value={form.contact}
              error={errorOf('contactId')}
              onChange={(contact) => update({ contact })}
            />
          </div>
          <Button variant="default" onClick={() => setAdding(true)}>
            New contact
          </Button>
        </Group>
        <TextInput
          label="Reference"
          description={
            supplierSide
              ? 'Their invoice or your PO number'
              : 'Customer PO number or your own reference'
          }
          value={form.reference}
          error={errorOf('reference')}
          onChange={(event) => update({ reference: event.currentTarget.value })}
        />
        {date('issueDate', 'Issue date')}
        {kind === 'invoice'
          ? date(
              'dueDate',
              'Due date',
              fromTerms
                ? `Left empty: ${formatDisplayDate(fromTerms)}, from the payment terms (${defaults.paymentTermsDays} days)`
                : undefined,
            )
          : null}
        {kind === 'quotation' ? date('validUntil', 'Valid until') : null}
        {DELIVERED_KINDS.has(kind) ? date('deliveryDate', 'Delivery date') : null}
        {kind === 'expense' ? (
          <NativeSelect
            label="Expense category"
            data={[
              { value: '', label: 'Choose a category' },
              ...EXPENSE_CATEGORIES.map((c) => ({ value: c.value, label: c.label })),
            ]}
            value={form.expenseCategory ?? ''}
            error={errorOf('expenseCategory')}
            onChange={(event) =>
              update({
                expenseCategory: (event.currentTarget.value || null) as ExpenseCategory | null,
              })
            }
          />
        ) : null}
        {kind === 'expense' ? (
          <NativeSelect
            label="Payment method"
            data={[
              { value: '', label: 'Not said' },
              ...PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label })),
            ]}
            value={form.paymentMethod ?? ''}
            error={errorOf('paymentMethod')}
            onChange={(event) =>
              update({ paymentMethod: (event.currentTarget.value || null) as PaymentMethod | null })
            }
          />
        ) : null}
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label="Currency"
            value={form.currency}
            maxLength={3}
            error={errorOf('currency')}
            onChange={(event) => update({ currency: event.currentTarget.value.toUpperCase() })}
          />
          {form.currency.toUpperCase() !== 'SGD' ? (
            <TextInput
              label="Exchange rate"
              description="SGD for one unit"
              value={form.exchangeRate}
              inputMode="decimal"
              error={errorOf('exchangeRate')}
              onChange={(event) => update({ exchangeRate: event.currentTarget.value })}
            />
          ) : null}
        </Group>
        {defaults.gstRegistered ? (
          <Switch
            mt="lg"
            label="Prices include GST"
            checked={form.pricesIncludeGst}
            onChange={(event) => update({ pricesIncludeGst: event.currentTarget.checked })}
          />
        ) : null}
      </SimpleGrid>
      <NewContactModal
        opened={adding}
        role={supplierSide ? 'supplier' : 'customer'}
        onClose={() => setAdding(false)}
        onCreated={(contact) => {
          update({ contact });
          setAdding(false);
        }}
      />
    </>
  );
}
