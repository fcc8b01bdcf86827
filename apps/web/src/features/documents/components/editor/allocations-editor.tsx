import type { DocumentSummary } from '@kira/core/documents';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { compareMoney, formatMoney, isDecimalString, sumMoney } from '@kira/core/money-arithmetic';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useOpenInvoices } from '../../api/open-invoices.ts';
import type { AllocationForm, DocumentHead } from '../../document-form.ts';

interface AllocationsEditorProps {
  form: DocumentHead;
  /** What the receipt comes to, once its lines are numbers. */
  receiptTotal: string | null;
  update: (change: Partial<DocumentHead>) => void;
  errorOf: (field: string) => string | undefined;
}

interface Row {
  invoiceId: string;
  number: string;
  dueDate: string | null;
  balance: string | null;
}

/** The contact's open invoices, and any the draft already pays that are no longer open. */
function rowsOf(open: DocumentSummary[], allocations: AllocationForm[]): Row[] {
  const rows: Row[] = open.map((invoice) => ({
    invoiceId: invoice.id,
    number: invoice.number ?? invoice.id,
    dueDate: invoice.dueDate,
    balance: invoice.balance,
  }));
  for (const allocation of allocations)
    if (!rows.some((row) => row.invoiceId === allocation.invoiceId))
      rows.push({
        invoiceId: allocation.invoiceId,
        number: allocation.invoiceNumber ?? allocation.invoiceId,
        dueDate: null,
        balance: null,
      });
  return rows;
}

/**
 * A receipt's allocations: how much of each of its contact's open invoices in its currency it
 * pays.
 */
export function AllocationsEditor({ form, receiptTotal, update, errorOf }: AllocationsEditorProps) {
  const open = useOpenInvoices(form.contact?.id);
  const money = (amount: string) => formatAmount(amount, { currency: form.currency });
  const amountOf = (invoiceId: string) =>
    form.allocations.find((a) => a.invoiceId === invoiceId)?.amount ?? '';
  const setAmount = (row: Row, amount: string) => {
    const others = form.allocations.filter((a) => a.invoiceId !== row.invoiceId);
    const changed = { invoiceId: row.invoiceId, invoiceNumber: row.number, amount };
    update({ allocations: amount === '' ? others : [...others, changed] });
  };
  const typed = form.allocations.map((a) => a.amount.trim()).filter(isDecimalString);
  const allocated = formatMoney(sumMoney(typed));
  const tooMuch = receiptTotal !== null && compareMoney(allocated, receiptTotal) > 0;
  // A receipt settles only invoices in its own currency.
  const currency = form.currency.trim().toUpperCase();
  const sameCurrency = (open.data ?? []).filter((invoice) => invoice.currency === currency);
  const rows = rowsOf(sameCurrency, form.allocations);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm" role="region" aria-label="Invoices it pays">
        <Title order={3} size="h5">
          Invoices it pays
        </Title>
        {!form.contact ? (
          <Text size="sm" c="dimmed">
            Choose the contact first: a receipt pays that contact’s invoices.
          </Text>
        ) : open.isPending ? (
          <Text size="sm">Loading...</Text>
        ) : open.isError ? (
          <Text size="sm" c="red.8">
            {open.error.message}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {form.contact.name} has no unpaid invoice in {currency}. The receipt is kept as credit.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                  <Table.Th>Pays</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.invoiceId} data-testid="allocation-row">
                    <Table.Td>{row.number}</Table.Td>
                    <Table.Td>{row.dueDate ? formatDisplayDate(row.dueDate) : ''}</Table.Td>
                    <Table.Td ta="right">{row.balance ? money(row.balance) : ''}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <TextInput
                          aria-label={`Amount for ${row.number}`}
                          value={amountOf(row.invoiceId)}
                          inputMode="decimal"
                          w={120}
                          error={errorOf(`allocations.${index}.amount`)}
                          onChange={(event) => setAmount(row, event.currentTarget.value)}
                        />
                        {row.balance ? (
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            aria-label={`Pay ${row.number} in full`}
                            onClick={() => setAmount(row, row.balance ?? '')}
                          >
                            In full
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {form.allocations.length > 0 ? (
          <Text size="sm" c={tooMuch ? 'red.8' : undefined} data-testid="allocated">
            {`Allocated ${money(allocated)}`}
            {receiptTotal !== null ? ` of the receipt’s ${money(receiptTotal)}` : ''}
            {tooMuch ? ': more than the receipt, which cannot be issued so.' : ''}
          </Text>
        ) : null}
        {errorOf('allocations') ? (
          <Text size="sm" c="red.8">
            {errorOf('allocations')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
