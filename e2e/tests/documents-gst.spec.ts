import { expect, test } from '@playwright/test';
import {
  api,
  fillLine,
  lineCard,
  newContactInline,
  openDocumentId,
  ownerWithCompany,
  shownAmount,
} from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

interface StoredTotals {
  pricesIncludeGst: boolean;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  taxes: { taxCode: string; taxRate: string; taxable: string; tax: string }[];
}

test('GST-inclusive prices on a GST-registered company: the totals shown before saving are the ones the server stores', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { uen } = await ownerWithCompany(page, inbox(), {
    stamp,
    who: 'Tan Mei Hua',
    uenPrefix: '2024',
  });

  // Registered for GST, through the company's tax settings.
  await page.goto('/settings/tax');
  const tax = page.getByTestId('tax-form');
  await tax.getByLabel(/^GST-registered/).check();
  await tax.getByLabel(/^GST registration number/).fill(uen);
  await tax.getByLabel('Registered on').fill('01/01/2024');
  await tax.getByRole('button', { name: 'Save changes' }).click();
  await expect(tax.getByText('Your changes are saved.')).toBeVisible();

  await page.goto('/document/?kind=invoice');
  await newContactInline(page, `Kopitiam ${stamp}`);
  await page.getByLabel(/^Prices include GST/).check();
  await fillLine(page, 1, { Description: 'Teh tarik', Quantity: '3', 'Unit price': '1.28' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page, 2, { Description: 'Kaya toast set', 'Unit price': '10.90' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page, 3, { Description: 'Catering delivered to Batam', 'Unit price': '25' });
  await lineCard(page, 3).getByLabel('Tax code').selectOption('ZR');
  await page.getByLabel('Document discount', { exact: true }).fill('5');
  await page.getByLabel('Document discount in').selectOption('amount');

  // 3.84 + 10.90 + 25.00, less 5.00 shared 0.48 / 1.37 / 3.15; the GST inside 3.36 and 9.53
  // at 9% is 0.28 and 0.79 (rounded per line), none on the zero-rated line.
  const shown = {
    subtotal: page.getByTestId('total-Subtotal'),
    discount: page.getByTestId('total-Discount'),
    tax: page.getByTestId('total-GST'),
    total: page.getByTestId('total-Total'),
  };
  await expect(shown.subtotal).toHaveText('S$39.74');
  await expect(shown.discount).toContainText('5.00');
  await expect(page.getByTestId('total-GST 9% on S$11.82')).toHaveText('S$1.07');
  await expect(shown.tax).toHaveText('S$1.07');
  await expect(shown.total).toHaveText('S$34.74');
  const before = {
    subtotal: shownAmount(await shown.subtotal.textContent()),
    discount: shownAmount(await shown.discount.textContent()),
    tax: shownAmount(await shown.tax.textContent()),
    total: shownAmount(await shown.total.textContent()),
  };

  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+/ })).toBeVisible();
  const stored = await api<StoredTotals>(page, 'GET', `/api/documents/${openDocumentId(page)}`);
  expect(stored.pricesIncludeGst).toBe(true);
  expect({
    subtotal: stored.subtotal,
    discount: stored.discount,
    tax: stored.tax,
    total: stored.total,
  }).toEqual(before);
  const standard = stored.taxes.find((t) => t.taxCode === 'SR');
  expect(standard).toMatchObject({ taxable: '11.82', tax: '1.07' });
  expect(Number(standard?.taxRate)).toBe(9);

  // The read view prints the same figures, the GST said to be included.
  const totals = page.getByTestId('document-totals');
  await expect(totals).toContainText('GST 9% (included)');
  await expect(totals).toContainText('S$1.07');
  await expect(totals).toContainText('S$34.74');
});
