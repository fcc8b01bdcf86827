import type { CurrencyCredit } from '@kira/core/credit';
import { formatAmount } from '@kira/core/format/money';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useContactCredit } from '../../lib/api/money-in/contact-credit.ts';
import { allows } from '../../lib/auth/abilities.ts';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { ApplyCreditForm } from './apply-credit-form.tsx';
import { CreditApplications } from './credit-applications.tsx';
import { RecordPaymentForm } from './record-payment-form.tsx';
import { RefundForm } from './refund-form.tsx';

type Opened = { what: 'payment' } | { what: 'apply' | 'refund'; credit: CurrencyCredit } | null;

/**
 * Money in on a contact's page (finance's): Record payment, the credit available per currency
 * with Apply credit and Refund, and the applications of credit with Undo.
 */
export function ContactMoneyIn({ contactId }: { contactId: string }) {
  const { abilities } = useAuthContext();
  const canWrite = allows(abilities, 'finance.write');
  const credit = useContactCredit(contactId);
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const available = (credit.data?.credit ?? []).filter((c) => c.available !== '0.00');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="money-in-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id="money-in-title">
            Payments and credit
          </Title>
          {canWrite ? (
            <Button size="xs" onClick={() => setOpened({ what: 'payment' })}>
              Record payment
            </Button>
          ) : null}
        </Group>
        {available.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="credit-available">
            No credit available.
          </Text>
        ) : (
          available.map((c) => (
            <Group key={c.currency} justify="space-between" data-testid="credit-available">
              <Text size="sm">
                Credit available{' '}
                <strong>{formatAmount(c.available, { currency: c.currency })}</strong>
              </Text>
              {canWrite ? (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setOpened({ what: 'apply', credit: c })}
                  >
                    Apply credit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setOpened({ what: 'refund', credit: c })}
                  >
                    Refund
                  </Button>
                </Group>
              ) : null}
            </Group>
          ))
        )}
        <CreditApplications
          contactId={contactId}
          applications={credit.data?.applications ?? []}
          canWrite={canWrite}
        />
      </Stack>
      <Modal
        opened={opened?.what === 'payment'}
        onClose={close}
        title="Record a payment"
        size="lg"
        centered
      >
        <RecordPaymentForm contactId={contactId} onClose={close} onRecorded={close} />
      </Modal>
      <Modal
        opened={opened?.what === 'apply'}
        onClose={close}
        title="Apply credit"
        size="lg"
        centered
      >
        {opened?.what === 'apply' ? (
          <ApplyCreditForm contactId={contactId} credit={opened.credit} onClose={close} />
        ) : null}
      </Modal>
      <Modal opened={opened?.what === 'refund'} onClose={close} title="Refund credit" centered>
        {opened?.what === 'refund' ? (
          <RefundForm
            contactId={contactId}
            credit={opened.credit}
            onClose={close}
            onRefunded={close}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
