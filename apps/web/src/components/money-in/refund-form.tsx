import { todayInSingapore } from '@kira/core/calendar-dates';
import { type CurrencyCredit, refundCreditSchema } from '@kira/core/credit';
import type { Document } from '@kira/core/documents';
import { PAYMENT_METHODS } from '@kira/core/option-lists';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText, fieldErrorsOf } from '../../lib/api/api-error.ts';
import { useRefundCredit } from '../../lib/api/money-in/contact-credit.ts';
import { issueErrors } from '../../lib/forms/issue-errors.ts';
import { DateField } from '../date-field.tsx';
import { StatusAlert } from '../status-alert.tsx';
import { AccountSelect } from './account-select.tsx';

const METHOD_OPTIONS = [
  { value: '', label: 'Not given' },
  ...PAYMENT_METHODS.map((method) => ({ value: method.value, label: method.label })),
];

interface RefundFormProps {
  contactId: string;
  credit: CurrencyCredit;
  onClose: () => void;
  onRefunded: (refund: Document) => void;
}

/** Pays credit back: amount (all of it to start), date, method, account, reference. */
export function RefundForm({ contactId, credit, onClose, onRefunded }: RefundFormProps) {
  const [draft, setDraft] = useState({
    amount: credit.available,
    date: todayInSingapore(),
    paymentMethod: '',
    accountId: '',
    reference: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useRefundCredit(contactId);
  const set = (change: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = refundCreditSchema.safeParse({
      amount: draft.amount.trim(),
      currency: credit.currency,
      date: draft.date === '' ? undefined : draft.date,
      paymentMethod: draft.paymentMethod === '' ? null : draft.paymentMethod,
      accountId: draft.accountId === '' ? undefined : draft.accountId,
      reference: draft.reference,
    });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: onRefunded,
      onError: (cause) => {
        setErrors(fieldErrorsOf(cause));
        setFailure(errorText(cause, 'Could not refund the credit'));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="refund-form">
      <Stack gap="md">
        <TextInput
          label={`Amount (${credit.currency})`}
          required
          inputMode="decimal"
          data-autofocus
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
        />
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
        <AccountSelect
          label="Paid from account"
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
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
