import { applyCreditSchema, type CurrencyCredit } from '@kira/core/credit';
import { formatAmount } from '@kira/core/format/money';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api/api-error.ts';
import { useApplyCredit } from '../../lib/api/money-in/contact-credit.ts';
import { useContactOpenInvoices } from '../../lib/api/money-in/open-invoices.ts';
import { StatusAlert } from '../status-alert.tsx';
import { PaymentAllocations } from './payment-allocations.tsx';
import { allocationsOf, oldestFirst } from './payment-form-state.ts';

interface ApplyCreditFormProps {
  contactId: string;
  credit: CurrencyCredit;
  onClose: () => void;
}

/** Spends the contact's credit in one currency on its open invoices, oldest first by default. */
export function ApplyCreditForm({ contactId, credit, onClose }: ApplyCreditFormProps) {
  const open = useContactOpenInvoices(contactId);
  const invoices = (open.data ?? []).filter((invoice) => invoice.currency === credit.currency);
  const [amounts, setAmounts] = useState<Record<string, string> | null>(null);
  const shown = amounts ?? oldestFirst(invoices, credit.available);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useApplyCredit(contactId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = applyCreditSchema.safeParse({ allocations: allocationsOf(shown) });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? 'Choose the invoices and amounts');
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (cause) => setFailure(errorText(cause, 'Could not apply the credit')),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="apply-credit-form">
      <Stack gap="md">
        <Text size="sm">
          Credit available:{' '}
          <strong>{formatAmount(credit.available, { currency: credit.currency })}</strong>
        </Text>
        <PaymentAllocations
          invoices={invoices}
          amounts={shown}
          onChange={(invoiceId, amount) => setAmounts({ ...shown, [invoiceId]: amount })}
        />
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={invoices.length === 0}>
            Apply credit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
