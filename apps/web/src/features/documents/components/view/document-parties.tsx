import type { Document } from '@kira/core/documents';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { trimDecimal } from '@kira/core/money-arithmetic';
import { EXPENSE_CATEGORIES, labelOf, PAYMENT_METHODS } from '@kira/core/option-lists';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { contactRoleLabel } from '../../document-labels.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The customer or supplier as they were when the document was issued. */
function ContactBlock({ document }: { document: Document }) {
  const snapshot = document.contactSnapshot;
  const name = snapshot?.name || document.contactName;
  if (!name) return <div />;
  return (
    <Stack gap={2} data-testid="document-contact">
      <Text size="xs" c="dimmed">
        {contactRoleLabel(document.kind)}
      </Text>
      <Text fw={600}>{name}</Text>
      {snapshot?.uen ? <Text size="sm">UEN {snapshot.uen}</Text> : null}
      {snapshot?.gstNumber ? <Text size="sm">GST reg. no. {snapshot.gstNumber}</Text> : null}
      {snapshot?.contactPerson ? <Text size="sm">Attn: {snapshot.contactPerson}</Text> : null}
      {snapshot && snapshot.address.length > 0 ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {snapshot.address.join('\n')}
        </Text>
      ) : null}
      {snapshot?.email ? <Text size="sm">{snapshot.email}</Text> : null}
    </Stack>
  );
}

const TWO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: 'var(--mantine-spacing-md)',
  rowGap: 'var(--mantine-spacing-xs)',
};

/** The dates, reference and other particulars beside the contact. */
function Particulars({ document: d }: { document: Document }) {
  const money = (amount: string) => formatAmount(amount, { currency: d.currency });
  return (
    // A plain grid: each Detail's <div> must be the <dl>'s own child (axe's definition-list).
    <Box component="dl" m={0} data-testid="document-details" style={TWO_COLUMNS}>
      <Detail label="Issue date">{formatDisplayDate(d.issueDate)}</Detail>
      {d.dueDate ? <Detail label="Due date">{formatDisplayDate(d.dueDate)}</Detail> : null}
      {d.validUntil ? <Detail label="Valid until">{formatDisplayDate(d.validUntil)}</Detail> : null}
      {d.deliveryDate ? (
        <Detail label="Delivery date">{formatDisplayDate(d.deliveryDate)}</Detail>
      ) : null}
      {d.reference ? <Detail label="Reference">{d.reference}</Detail> : null}
      {d.expenseCategory ? (
        <Detail label="Category">{labelOf(EXPENSE_CATEGORIES, d.expenseCategory)}</Detail>
      ) : null}
      {d.paymentMethod ? (
        <Detail label="Payment method">{labelOf(PAYMENT_METHODS, d.paymentMethod)}</Detail>
      ) : null}
      {d.currency !== 'SGD' ? (
        <Detail label="Exchange rate">{`1 ${d.currency} = S$${trimDecimal(d.exchangeRate)}`}</Detail>
      ) : null}
      {d.allocations.length > 0 ? (
        <Detail label="Pays">
          {d.allocations
            .map((a) => `${a.invoiceNumber ?? 'a draft invoice'} (${money(a.amount)})`)
            .join(', ')}
        </Detail>
      ) : null}
    </Box>
  );
}

/** Who the document is for (or from) and its particulars, side by side on a wide screen. */
export function DocumentParties({ document }: { document: Document }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <ContactBlock document={document} />
      <Particulars document={document} />
    </SimpleGrid>
  );
}
