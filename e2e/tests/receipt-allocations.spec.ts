import { expect, test } from '@playwright/test';
import { api, fillLine, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

test('a receipt written in the editor pays the invoices it names', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Goh Kim Hock', uenPrefix: '2023' });
  const name = `Laksa Lane ${stamp}`;
  const customer = await api<{ id: string }>(page, 'POST', '/api/contacts', {
    data: { role: 'customer', name },
  });
  const invoices: { id: string; number: string }[] = [];
  for (const price of ['30.00', '45.50']) {
    const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
      data: {
        kind: 'invoice',
        contactId: customer.id,
        lines: [{ description: 'Laksa for the office', quantity: '1', unitPrice: price }],
      },
    });
    invoices.push(await api(page, 'POST', `/api/documents/${draft.id}/issue`, { status: 200 }));
  }
  const [first, second] = invoices as [
    { id: string; number: string },
    { id: string; number: string },
  ];

  await page.goto('/document/?kind=receipt');
  const pays = page.getByRole('region', { name: 'Invoices it pays' });
  await expect(pays).toContainText('Choose the contact first');
  await page.getByLabel('Contact', { exact: true }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(pays.getByTestId('allocation-row')).toHaveCount(2);

  await pays.getByRole('button', { name: `Pay ${first.number} in full` }).click();
  await expect(pays.getByLabel(`Amount for ${first.number}`)).toHaveValue('30.00');
  await pays.getByLabel(`Amount for ${second.number}`).fill('20');
  await fillLine(page, 1, { Description: 'PayNow transfer', Quantity: '1', 'Unit price': '50' });
  await expect(pays.getByTestId('allocated')).toHaveText(
    'Allocated S$50.00 of the receipt’s S$50.00',
  );
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Receipt RCT-\d+/ })).toBeVisible();

  const paid = await api<{ status: string; balance: string }>(
    page,
    'GET',
    `/api/documents/${first.id}`,
  );
  expect(paid).toMatchObject({ status: 'paid', balance: '0.00' });
  const part = await api<{ status: string; balance: string }>(
    page,
    'GET',
    `/api/documents/${second.id}`,
  );
  expect(part).toMatchObject({ status: 'partially_paid', balance: '25.50' });
});
