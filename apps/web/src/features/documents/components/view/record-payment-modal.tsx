import { todayInSingapore } from '@kira/core/calendar-dates';
import { type Document, recordPaymentSchema } from '@kira/core/documents';
import { PAYMENT_METHODS } from '@kira/core/option-lists';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../../components/date-field.tsx';
import { AccountSelect } from '../../../../components/money-in/account-select.tsx';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../../lib/api/api-error.ts';
import { issueErrors } from '../../../../lib/forms/issue-errors.ts';
import { useRecordPayment } from '../../api/document-actions.ts';

interface RecordPaymentModalProps {
  invoice: Document;
  opened: boolean;
  onClose: () => void;
  /** Given the receipt the payment became. */
  onRecorded: (receipt: Document) => void;
}

const METHOD_OPTIONS = [
  { value: '', label: 'Not given' },
  ...PAYMENT_METHODS.map((method) => ({ value: method.value, label: method.label })),
];

function PaymentForm({ invoice, onClose, onRecorded }: Omit<RecordPaymentModalProps, 'opened'>) {
  const [draft, setDraft] = useState({
    amount: invoice.balance,
    date: todayInSingapore(),
    paymentMethod: '',
    accountId: '',
    reference: '',
    sgdReceived: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useRecordPayment();

  function set(name: keyof typeof draft, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = recordPaymentSchema.safeParse({
      amount: draft.amount.trim(),
      date: draft.date === '' ? undefined : draft.date,
      paymentMethod: draft.paymentMethod === '' ? null : draft.paymentMethod,
      reference: draft.reference,
      accountId: draft.accountId === '' ? undefined : draft.accountId,
      sgdReceived: draft.sgdReceived.trim() === '' ? undefined : draft.sgdReceived.trim(),
    });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    mutation.mutate(
      { id: invoice.id, payment: parsed.data },
      {
        onSuccess: onRecorded,
        onError: (cause) => {
          setErrors(fieldErrorsOf(cause));
          setFailure(errorText(cause, 'Could not record the payment'));
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="payment-form">
      <Stack gap="md">
        <TextInput
          label="Amount"
          required
          inputMode="decimal"
          leftSection={invoice.currency === 'SGD' ? 'S$' : invoice.currency}
          leftSectionWidth={invoice.currency === 'SGD' ? 36 : 48}
          data-autofocus
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => set('amount', event.currentTarget.value)}
        />
        {invoice.currency === 'SGD' ? null : (
          <TextInput
            label="SGD received"
            description={`If paid in SGD: the receipt stays in ${invoice.currency} and takes its rate from this`}
            inputMode="decimal"
            leftSection="S$"
            leftSectionWidth={36}
            value={draft.sgdReceived}
            error={errors.sgdReceived}
            onChange={(event) => set('sgdReceived', event.currentTarget.value)}
          />
        )}
        <DateField
          label="Date"
          value={draft.date}
          error={errors.date}
          onChange={(value) => set('date', value)}
        />
        <NativeSelect
          label="Payment method"
          data={METHOD_OPTIONS}
          value={draft.paymentMethod}
          error={errors.paymentMethod}
          onChange={(event) => set('paymentMethod', event.currentTarget.value)}
        />
        <AccountSelect
          value={draft.accountId}
          error={errors.accountId}
          onChange={(accountId) => set('accountId', accountId)}
        />
        <TextInput
          label="Reference"
          maxLength={80}
          value={draft.reference}
          error={errors.reference}
          onChange={(event) => set('reference', event.currentTarget.value)}
        />
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

/** Records a payment of an invoice: an issued receipt for the amount, allocated to it. */
export function RecordPaymentModal({
  invoice,
  opened,
  onClose,
  onRecorded,
}: RecordPaymentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Record a payment of ${invoice.number ?? 'this invoice'}`}
      centered
    >
      <PaymentForm invoice={invoice} onClose={onClose} onRecorded={onRecorded} />
    </Modal>
  );
}
