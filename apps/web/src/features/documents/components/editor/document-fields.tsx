import { formatDisplayDate } from '@kira/core/format/dates';
import { paysThroughAccount } from '@kira/core/money-kinds';
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@kira/core/option-lists';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { DateField } from '../../../../components/date-field.tsx';
import { lazyPart, useOpenedOnce } from '../../../../components/lazy-part.tsx';
import { AccountSelect } from '../../../../components/money-in/account-select.tsx';
import type { DocumentDefaults, DocumentHead } from '../../document-form.ts';
import { MONEY_METHOD_KINDS, termsDueDate } from '../../document-form.ts';
import { ContactPicker } from '../contact-picker.tsx';

const NewContactModal = lazyPart(() =>
  import('./new-contact-modal.tsx').then((m) => m.NewContactModal),
);

/** The payment terms an invoice's due date is filled from: its contact's, else the company's. */
export interface PaymentTerms {
  days: number;
  from: 'contact' | 'company';
}

interface DocumentFieldsProps {
  form: DocumentHead;
  defaults: DocumentDefaults;
  terms: PaymentTerms;
  update: (change: Partial<DocumentHead>) => void;
  errorOf: (field: string) => string | undefined;
}

const DELIVERED_KINDS = new Set(['delivery', 'service', 'purchase']);

/**
 * The document's own fields, in their card: contact, dates, reference, currency, and an
 * expense's own. Memoized: a keystroke in a line does not render them.
 */
export const DocumentFields = memo(function DocumentFields({
  form,
  defaults,
  terms,
  update,
  errorOf,
}: DocumentFieldsProps) {
  const [adding, setAdding] = useState(false);
  const addingOpened = useOpenedOnce(adding);
  const { kind } = form;
  const date = (
    field: 'issueDate' | 'dueDate' | 'validUntil' | 'deliveryDate',
    label: string,
    description?: string,
  ) => (
    <DateField
      label={label}
      description={description}
      value={form[field]}
      error={errorOf(field)}
      required={field === 'issueDate'}
      onChange={(value) => update({ [field]: value })}
    />
  );
  const fromTerms =
    kind === 'invoice' && form.dueDate === '' ? termsDueDate(form.issueDate, terms.days) : null;
  const supplierSide = kind === 'purchase' || kind === 'expense';

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
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
                ? `Left empty: ${formatDisplayDate(fromTerms)}, from the ${terms.from}’s payment terms (${terms.days} days)`
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
        {MONEY_METHOD_KINDS.has(kind) ? (
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
        {paysThroughAccount(kind) ? (
          <AccountSelect
            value={form.accountId ?? ''}
            error={errorOf('accountId')}
            onChange={(accountId) => update({ accountId: accountId || null })}
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
      {addingOpened ? (
        <NewContactModal
          opened={adding}
          role={supplierSide ? 'supplier' : 'customer'}
          onClose={() => setAdding(false)}
          onCreated={(contact) => {
            update({ contact });
            setAdding(false);
          }}
        />
      ) : null}
    </Paper>
  );
});
