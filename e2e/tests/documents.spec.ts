import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import {
  api,
  createProduct,
  fillLine,
  lineCard,
  lineField,
  newContactInline,
  openDocumentId,
  ownerWithCompany,
  pickProduct,
} from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';
import { expectNoSidewaysScroll } from '../helpers/layout.ts';

const inbox = useInbox();

/** Where an element is on the screen; it must be there. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as NonNullable<typeof box>;
}

test('a quotation of a product, a free and a discounted line, issued, converted to an invoice, issued and part-paid; no serious axe violations on the way', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Lim Ah Kow', uenPrefix: '2021' });
  const customer = `Kopi Corner ${stamp}`;
  const product = { code: `KOPI-${stamp}`, name: 'Kopi beans, 1 kg' };
  await createProduct(page, { ...product, sellingPrice: '19.90', unit: 'bag' });

  // The kinds, by the seed's labels.
  await page.goto('/document/');
  await expect(page.getByRole('heading', { name: 'Add a Document' })).toBeVisible();
  const picker = page.getByTestId('kind-picker');
  for (const label of ['Service Order', 'Quotation', 'Invoice', 'Delivery Order', 'Receipt'])
    await expect(picker.getByText(label, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/document/ (kind picker)');
  await picker.getByRole('link', { name: 'Quotation' }).click();
  await expect(page).toHaveURL(/kind=quotation/);

  await newContactInline(page, customer);

  // Line 1 from the product list: picking it fills description, unit and price.
  await pickProduct(page, 1, product);
  await expect(lineField(page, 1, 'Description')).toHaveValue(product.name);
  await expect(lineField(page, 1, 'Unit')).toHaveValue('bag');
  await expect(lineField(page, 1, 'Unit price')).toHaveValue('19.90');
  await fillLine(page, 1, { Quantity: '3' });
  // Line 2 free, line 3 with 10% off.
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page, 2, { Description: 'Delivery to Tampines', 'Unit price': '15' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page, 3, {
    Description: 'Grinder service',
    Quantity: '1',
    'Unit price': '100',
    Discount: '10',
  });
  // Not GST-registered: 59.70 + 15.00 + (100.00 - 10.00).
  await expect(page.getByTestId('total-Line discounts')).toContainText('10.00');
  await expect(page.getByTestId('total-Total')).toHaveText('S$164.70');
  await expectNoSeriousAxeViolations(page, '/document/?kind=quotation (editor)');

  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Quotation QUO-\d+/ })).toBeVisible();
  const lines = page.getByTestId('document-view').getByTestId('document-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText(product.name);
  await expectNoSeriousAxeViolations(page, '/document/{id} (read view)');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('The quotation is now accepted.')).toBeVisible();
  await page.getByRole('button', { name: 'Convert to Invoice' }).click();

  // The invoice's draft, copied from the quotation, line by line.
  await expect(page.getByRole('heading', { name: 'Invoice (draft)' })).toBeVisible();
  await expect(page.getByTestId('document-line')).toHaveCount(3);
  await expect(page.getByTestId('total-Total')).toHaveText('S$164.70');
  await page.getByRole('button', { name: 'Issue' }).click();
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d+/ });
  await expect(heading).toBeVisible();
  const invoiceNumber = ((await heading.textContent()) ?? '').replace(/^Invoice /, '').trim();

  // Record payment opens the contact's payment form with the invoice's balance allocated to it.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: `Record a payment of ${invoiceNumber}` });
  const payOfInvoice = payment.getByLabel(`Pay of ${invoiceNumber}`);
  await expect(payment.getByLabel('Amount')).toHaveValue('164.70');
  await expect(payOfInvoice).toHaveValue('164.70');
  await payment.getByLabel('Amount').fill('50');
  await expect(payOfInvoice).toHaveValue('50.00');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toHaveCount(0);
  await expect(page.getByTestId('document-totals')).toContainText('S$114.70');
  const chain = page.getByTestId('chain-link');
  await expect(chain.filter({ hasText: 'Created from' })).toContainText(/Quotation QUO-\d+/);
  await expect(chain.filter({ hasText: 'Payment' })).toContainText(/Receipt RCT-\d+/);

  await page.goto('/documents?kind=invoice');
  const row = page.getByTestId('document-row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Partially paid');
  await expect(row).toContainText('S$164.70');
  await expect(row).toContainText('S$114.70');
  await expectNoSeriousAxeViolations(page, '/documents?kind=invoice (list)');
});

test('the editor at 390 px: lines are stacked cards; a line is added and filled, the draft saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Siti Aminah', uenPrefix: '2022' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/document/?kind=invoice');
  await newContactInline(page, `Nasi Lemak Stall ${stamp}`);

  // A card's fields stack, one under another, within the screen's width.
  const card = lineCard(page, 1);
  await expect(card).toBeVisible();
  const description = await boxOf(lineField(page, 1, 'Description'));
  const quantity = await boxOf(lineField(page, 1, 'Quantity'));
  const box = await boxOf(card);
  expect(quantity.y).toBeGreaterThanOrEqual(description.y + description.height);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await fillLine(page, 1, { Description: 'Catering, 40 pax', 'Unit price': '320' });
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(lineCard(page, 2)).toBeVisible();
  // Measured together: a click may scroll the page, and boxes are where the viewport is.
  const [above, below] = [await boxOf(lineCard(page, 1)), await boxOf(lineCard(page, 2))];
  expect(below.y).toBeGreaterThanOrEqual(above.y + above.height);
  await fillLine(page, 2, { Description: 'Extra sambal', Quantity: '4', 'Unit price': '2.50' });
  await expect(page.getByTestId('total-Total')).toHaveText('S$330.00');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice (draft)' })).toBeVisible();
  const saved = await api<{ status: string; total: string; lines: { description: string }[] }>(
    page,
    'GET',
    `/api/documents/${openDocumentId(page)}`,
  );
  expect(saved.status).toBe('draft');
  expect(saved.total).toBe('330.00');
  expect(saved.lines.map((line) => line.description)).toEqual(['Catering, 40 pax', 'Extra sambal']);
});
