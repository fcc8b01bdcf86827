import { todayInSingapore } from '@kira/core/calendar-dates';
import { contactPaymentSchema } from '@kira/core/credit';
import type { Document } from '@kira/core/documents';
import { formatAmount } from '@kira/core/format/money';
import { PAYMENT_METHODS } from '@kira/core/option-lists';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText, fieldErrorsOf } from '../../lib/api/api-error.ts';
import { useRecordContactPayment } from '../../lib/api/money-in/contact-credit.ts';
import { useContactOpenInvoices } from '../../lib/api/money-in/open-invoices.ts';
import { issueErrors } from '../../lib/forms/issue-errors.ts';
import { DateField } from '../date-field.tsx';
import { StatusAlert } from '../status-alert.tsx';
import { AccountSelect } from './account-select.tsx';
import { PaymentAllocations } from './payment-allocations.tsx';
import { allocationsOf, oldestFirst, type PaymentDraft, restOf } from './payment-form-state.ts';

const METHOD_OPTIONS = [
  { value: '', label: 'Not given' },
  ...PAYMENT_METHODS.map((method) => ({ value: method.value, label: method.label })),
];

interface RecordPaymentFormProps {
  contactId: string;
  /** The invoice the payment is recorded from: its balance, allocated to it first. */
  invoice?: Document;
  onClose: () => void;
  onRecorded: (receipt: Document) => void;
}

/**
 * Money received from a contact: date, method, account, amount, reference, and the contact's
 * open invoices in the payment's currency, allocated oldest first (the invoice it was recorded
 * from first) until the person changes one; what is not allocated becomes the contact's credit.
 * Saved as one issued receipt. From a contact's page and from an invoice's Record payment.
 */
export function RecordPaymentForm({
  contactId,
  invoice,
  onClose,
  onRecorded,
}: RecordPaymentFormProps) {
  const [draft, setDraft] = useState<PaymentDraft>({
    amount: invoice?.balance ?? '',
    currency: invoice?.currency ?? 'SGD',
    date: todayInSingapore(),
    paymentMethod: '',
    accountId: '',
    reference: '',
    sgdReceived: '',
    amounts: invoice ? { [invoice.id]: invoice.balance } : {},
  });
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const open = useContactOpenInvoices(contactId);
  const invoices = (open.data ?? []).filter((invoice) => invoice.currency === draft.currency);
  const mutation = useRecordContactPayment(contactId);
  const rest = restOf(draft);

  function set(change: Partial<PaymentDraft>) {
    setDraft((current) => {
      const next = { ...current, ...change };
      const reallocate = !edited && (change.amount !== undefined || change.currency !== undefined);
      return reallocate
        ? { ...next, amounts: oldestFirst(invoicesIn(next.currency), next.amount, invoice?.id) }
        : next;
    });
    setErrors({});
  }
  const invoicesIn = (currency: string) =>
    (open.data ?? []).filter((invoice) => invoice.currency === currency);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = contactPaymentSchema.safeParse({
      amount: draft.amount.trim(),
      currency: draft.currency,
      date: draft.date === '' ? undefined : draft.date,
      paymentMethod: draft.paymentMethod === '' ? null : draft.paymentMethod,
      accountId: draft.accountId === '' ? undefined : draft.accountId,
      reference: draft.reference,
      sgdReceived:
        draft.currency === 'SGD' || draft.sgdReceived.trim() === ''
          ? undefined
          : draft.sgdReceived.trim(),
      allocations: allocationsOf(draft.amounts),
    });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: onRecorded,
      onError: (cause) => {
        setErrors(fieldErrorsOf(cause));
        setFailure(errorText(cause, 'Could not record the payment'));
      },
    });
  }

  const currencies = [...new Set(['SGD', ...(open.data ?? []).map((i) => i.currency)])];
  return (
    <form onSubmit={handleSubmit} noValidate data-testid="contact-payment-form">
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label="Amount"
            required
            inputMode="decimal"
            leftSection={draft.currency === 'SGD' ? 'S$' : draft.currency}
            leftSectionWidth={draft.currency === 'SGD' ? 36 : 48}
            data-autofocus
            value={draft.amount}
            error={errors.amount}
            onChange={(event) => set({ amount: event.currentTarget.value })}
          />
          {currencies.length > 1 && !invoice ? (
            <NativeSelect
              label="Currency"
              data={currencies}
              value={draft.currency}
              onChange={(event) => set({ currency: event.currentTarget.value })}
            />
          ) : null}
        </Group>
        {draft.currency === 'SGD' ? null : (
          <TextInput
            label="SGD received"
            description={`If paid in SGD: the receipt stays in ${draft.currency} and takes its rate from this`}
            inputMode="decimal"
            leftSection="S$"
            leftSectionWidth={36}
            value={draft.sgdReceived}
            error={errors.sgdReceived}
            onChange={(event) => set({ sgdReceived: event.currentTarget.value })}
          />
        )}
        <Group grow align="flex-start">
          <DateField
            label="Date"
            value={draft.date}
            error={errors.date}
            onChange={(date) => set({ date })}
          />
          <NativeSelect
            label="Payment method"
            data={METHOD_OPTIONS}
            value={draft.paymentMethod}
            error={errors.paymentMethod}
            onChange={(event) => set({ paymentMethod: event.currentTarget.value })}
          />
        </Group>
        <Group grow align="flex-start">
          <AccountSelect
            value={draft.accountId}
            error={errors.accountId}
            onChange={(accountId) => set({ accountId })}
          />
          <TextInput
            label="Reference"
            maxLength={80}
            value={draft.reference}
            error={errors.reference}
            onChange={(event) => set({ reference: event.currentTarget.value })}
          />
        </Group>
        <PaymentAllocations
          invoices={invoices}
          amounts={draft.amounts}
          error={errors.allocations}
          onChange={(invoiceId, amount) => {
            setEdited(true);
            setDraft((current) => ({
              ...current,
              amounts: { ...current.amounts, [invoiceId]: amount },
            }));
          }}
        />
        {rest !== null && rest !== '0.00' ? (
          <Text size="sm" data-testid="payment-rest">
            {rest.startsWith('-')
              ? `The allocations are ${formatAmount(rest.slice(1), { currency: draft.currency })} more than the amount.`
              : `${formatAmount(rest, { currency: draft.currency })} becomes credit.`}
          </Text>
        ) : null}
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
