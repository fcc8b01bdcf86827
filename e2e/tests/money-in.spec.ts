import { expect, test } from '@playwright/test';
import { api, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

test('a payment across two invoices, credit applied to a third, the rest refunded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Tan Mei Ling', uenPrefix: '2024' });
  const customer = await api<{ id: string }>(page, 'POST', '/api/contacts', {
    data: { role: 'customer', name: `Kopi Corner ${stamp}` },
  });
  const invoices: { id: string; number: string }[] = [];
  for (const price of ['30.00', '45.50', '20.00']) {
    const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
      data: {
        kind: 'invoice',
        contactId: customer.id,
        lines: [{ description: 'Kopi for the office', quantity: '1', unitPrice: price }],
      },
    });
    invoices.push(await api(page, 'POST', `/api/documents/${draft.id}/issue`, { status: 200 }));
  }
  const [first, second, third] = invoices as [
    { id: string; number: string },
    { id: string; number: string },
    { id: string; number: string },
  ];
  const statusOf = async (id: string) =>
    (await api<{ status: string }>(page, 'GET', `/api/documents/${id}`)).status;

  await page.goto(`/contactpage/${customer.id}`);
  const money = page.getByRole('region', { name: 'Payments and credit' });
  await expect(money.getByTestId('credit-available')).toHaveText('No credit available.');

  // 100 received: allocated oldest first, the third invoice left out, so 24.50 is credit.
  await money.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByLabel('Amount').fill('100');
  await expect(payment.getByLabel(`Pay of ${first.number}`)).toHaveValue('30.00');
  await expect(payment.getByLabel(`Pay of ${second.number}`)).toHaveValue('45.50');
  await payment.getByLabel(`Pay of ${third.number}`).fill('');
  await payment.getByLabel('Payment method').selectOption('payNow');
  await payment.getByLabel('Reference').fill('PayNow 8812');
  await expect(payment.getByTestId('payment-rest')).toHaveText('S$24.50 becomes credit.');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toBeHidden();
  await expect(money.getByTestId('credit-available')).toContainText('S$24.50');
  expect(await statusOf(first.id)).toBe('paid');
  expect(await statusOf(second.id)).toBe('paid');
  expect(await statusOf(third.id)).toBe('issued');

  // The credit goes to the third invoice, oldest first: 20.00 of it.
  await money.getByRole('button', { name: 'Apply credit' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply credit' });
  await expect(apply.getByLabel(`Pay of ${third.number}`)).toHaveValue('20.00');
  await apply.getByRole('button', { name: 'Apply credit' }).click();
  await expect(apply).toBeHidden();
  await expect(money.getByTestId('credit-available')).toContainText('S$4.50');
  expect(await statusOf(third.id)).toBe('paid');
  await expect(money.getByRole('table', { name: 'Credit applied' })).toContainText(third.number);

  // The rest is refunded.
  await money.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund credit' });
  await expect(refund.getByLabel(/Amount/)).toHaveValue('4.50');
  await refund.getByLabel('Payment method').selectOption('cash');
  await refund.getByLabel('Paid from account').selectOption('cash');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(money.getByTestId('credit-available')).toHaveText('No credit available.');
  const refunds = await api<{ items: { number: string; total: string }[] }>(
    page,
    'GET',
    `/api/documents?kind=refund&contactId=${customer.id}`,
  );
  expect(refunds.items).toMatchObject([{ total: '4.50' }]);
  expect(refunds.items[0]?.number).toMatch(/^RFD-/);
});
