import { expect, type Page, test } from '@playwright/test';
import { type Inbox, startInbox } from '../../apps/server/test/helpers/smtp-inbox.ts';
import { createCompany } from '../helpers/company.ts';
import { signUpVerified } from '../helpers/sign-up.ts';
import { localCompanyUen } from '../helpers/uen.ts';
import { smtpPort } from '../ports.ts';

let inbox: Inbox;
test.beforeAll(async () => {
  inbox = await startInbox(smtpPort);
});
test.afterAll(async () => {
  await inbox.close();
});

/** Fills line `n` (1-based) of the editor. */
async function fillLine(page: Page, n: number, line: Record<string, string>) {
  const card = page.getByRole('group', { name: `Line ${n}` });
  for (const [label, value] of Object.entries(line)) {
    await card.getByLabel(label, { exact: true }).fill(value);
  }
}

test('a quotation written, issued, converted to an invoice, issued and part-paid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signUpVerified(page, inbox, { name: 'Lim Ah Kow', email: `docs.${stamp}@example.sg` });
  const own = localCompanyUen(`2021${String(stamp).slice(-5)}`);
  await createCompany(page, `Lim Trading ${stamp} Pte. Ltd.`, own.uen);
  const customer = `Kopi Corner ${stamp}`;

  // The kinds, by the seed's labels; an invoice opens its editor.
  await page.goto('/document/');
  await expect(page.getByRole('heading', { name: 'Add a Document' })).toBeVisible();
  for (const label of ['Service Order', 'Quotation', 'Invoice', 'Delivery Order', 'Receipt'])
    await expect(page.getByTestId('kind-picker').getByText(label, { exact: true })).toBeVisible();
  await page.getByTestId('kind-picker').getByRole('link', { name: 'Quotation' }).click();
  await expect(page).toHaveURL(/kind=quotation/);

  // A contact made without leaving the document.
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('Name').fill(customer);
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toHaveCount(0);

  await fillLine(page, 1, { Description: 'Kopi beans 1 kg', Quantity: '3', 'Unit price': '19.90' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page, 2, {
    Description: 'Grinder service',
    Quantity: '1',
    'Unit price': '100',
    Discount: '10',
  });
  // Not GST-registered: the totals are the lines, less the discount.
  await expect(page.getByTestId('total-Total')).toHaveText('S$149.70');

  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Quotation QUO-\d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Convert to Invoice' }).click();

  // The invoice's draft, copied from the quotation.
  await expect(page.getByRole('heading', { name: 'Invoice (draft)' })).toBeVisible();
  await expect(page.getByTestId('total-Total')).toHaveText('S$149.70');
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+/ })).toBeVisible();

  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog');
  await payment.getByLabel('Amount').fill('50');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toHaveCount(0);

  await page.goto('/documents?kind=invoice');
  const row = page.getByTestId('document-row').first();
  await expect(row).toContainText('Partially paid');
  await expect(row).toContainText('S$99.70');

  // At 390 px the editor still works: its lines are cards.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/document/?kind=invoice');
  await expect(page.getByRole('group', { name: 'Line 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
});
