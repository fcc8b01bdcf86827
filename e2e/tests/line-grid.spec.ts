import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import {
  api,
  createCustomer,
  createProduct,
  fillLine,
  lineCard,
  lineField,
  newContactInline,
  ownerWithCompany,
  pickProduct,
} from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';
import { expectNoSidewaysScroll } from '../helpers/layout.ts';

const inbox = useInbox();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Where an element is on the screen; it must be there. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as NonNullable<typeof box>;
}

test('the line grid on a desktop, by keyboard: Tab along the row, Enter adds a line and focuses it, arrows move between lines', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.setViewportSize(DESKTOP);
  await ownerWithCompany(page, inbox(), { stamp, who: 'Goh Keng Swee', uenPrefix: '2019' });
  await page.goto('/document/?kind=invoice');
  await newContactInline(page, `Toast Box ${stamp}`);

  // One row a line: the description and the quantity side by side, headed once.
  const description = lineField(page, 1, 'Description');
  const quantity = lineField(page, 1, 'Quantity');
  const [left, right] = [await boxOf(description), await boxOf(quantity)];
  expect(right.x).toBeGreaterThan(left.x + left.width - 1);
  expect(Math.abs(right.y - left.y)).toBeLessThan(left.height);
  await expect(page.getByRole('button', { name: 'Add line' })).toBeVisible();

  await description.click();
  await page.keyboard.type('Kaya toast set');
  await page.keyboard.press('Tab');
  await expect(quantity).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');

  // Line 2 is there, its first field focused, each field named with its column and line.
  await expect(lineCard(page, 2)).toBeVisible();
  await expect(lineField(page, 2, 'Product')).toBeFocused();
  // The product search, now a combobox, still says where it is for the keys.
  await expect(lineField(page, 2, 'Product')).toHaveAttribute('role', 'combobox');
  await expect(lineField(page, 2, 'Product')).toHaveAttribute('data-column', 'product');
  for (const column of ['Description', 'Quantity', 'Unit price', 'Discount', 'Tax code'])
    await expect(lineField(page, 2, column)).toBeVisible();
  await expect(quantity).toHaveValue('2');

  await page.keyboard.press('Tab');
  await expect(lineField(page, 2, 'Description')).toBeFocused();
  await page.keyboard.type('Teh tarik');
  await page.keyboard.press('ArrowUp');
  await expect(description).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(lineField(page, 2, 'Description')).toBeFocused();
  await fillLine(page, 1, { 'Unit price': '5.2' });
  await fillLine(page, 2, { 'Unit price': '1.8' });
  await expect(page.getByTestId('total-Total')).toHaveText('S$12.20');
  // A price left shows two decimals.
  await expect(lineField(page, 1, 'Unit price')).toHaveValue('5.20');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page, '/document/?kind=invoice (line grid)');
});

test('at 390 px the lines are cards, and an issued document shows its lines without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Rahimah Ismail', uenPrefix: '2016' });
  await page.setViewportSize(PHONE);
  await page.goto('/document/?kind=invoice');

  // A card: its fields labelled on it, stacked.
  const card = lineCard(page, 1);
  await expect(card.getByText('Description', { exact: true })).toBeVisible();
  const description = await boxOf(lineField(page, 1, 'Description'));
  const quantity = await boxOf(lineField(page, 1, 'Quantity'));
  expect(quantity.y).toBeGreaterThanOrEqual(description.y + description.height);

  const customer = await createCustomer(page, `Mee Rebus Corner ${stamp}`);
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId: customer.id,
      lines: [
        {
          description: 'Mee rebus for the office party, forty portions with extra lime and chilli',
          quantity: '40',
          unit: 'portion',
          unitPrice: '4.5',
          discount: { kind: 'percent', value: '10' },
          taxCode: 'SR',
        },
      ],
    },
  });
  await api(page, 'POST', `/api/documents/${draft.id}/issue`, { status: 200 });
  await page.goto(`/document/${draft.id}`);
  const line = page.getByTestId('document-view').getByTestId('document-line');
  await expect(line).toContainText('Mee rebus for the office party');
  await expect(line.getByRole('cell', { name: '40', exact: true })).toBeVisible();
  await expect(line.getByRole('cell', { name: 'S$162.00' })).toBeVisible();
  // The rest under the description.
  await expect(line.getByText('S$4.50 / portion · 10% off')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("a reopened draft shows its line's product and its price with two decimals; picking a product writes its name, its description under it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.setViewportSize(DESKTOP);
  await ownerWithCompany(page, inbox(), { stamp, who: 'Lee Kuan Hock', uenPrefix: '2019' });
  const product = {
    code: `KAYA-${stamp}`,
    name: 'Kaya jam, 400 g',
    description: 'Pandan, made in Tiong Bahru',
    sellingPrice: '28.5',
    unit: 'jar',
  };
  const { id: productId } = await createProduct(page, product);
  const customer = await createCustomer(page, `Kopitiam ${stamp}`);
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId: customer.id,
      lines: [
        { productId, description: product.name, quantity: '1', unitPrice: '28.5' },
        { description: 'Kopi-O', quantity: '1', unitPrice: '1.2345' },
      ],
    },
  });

  await page.goto(`/document/${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Invoice (draft)' })).toBeVisible();
  await expect(lineField(page, 1, 'Product')).toHaveValue(`${product.code} · ${product.name}`);
  await expect(lineField(page, 1, 'Unit price')).toHaveValue('28.50');
  await expect(lineField(page, 2, 'Product')).toHaveValue('');
  await expect(lineField(page, 2, 'Unit price')).toHaveValue('1.2345');

  // Picked in line 2: the name, and the product's description on the line under it.
  await pickProduct(page, 2, product);
  await expect(lineField(page, 2, 'Description')).toHaveValue(
    `${product.name}\n${product.description}`,
  );
  await expect(lineField(page, 2, 'Product')).toHaveValue(`${product.code} · ${product.name}`);
  await expect(lineField(page, 2, 'Unit price')).toHaveValue('28.50');
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+/ })).toBeVisible();
  const second = page.getByTestId('document-view').getByTestId('document-line').nth(1);
  await expect(second).toContainText(product.name);
  await expect(second).toContainText(product.description);
  const issued = await api<{ lines: { description: string }[] }>(
    page,
    'GET',
    `/api/documents/${draft.id}`,
  );
  expect(issued.lines[1]?.description).toBe(`${product.name}\n${product.description}`);
});

test('a description shows its limit while typed; Issue with an error saves nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.setViewportSize(DESKTOP);
  await ownerWithCompany(page, inbox(), { stamp, who: 'Tan Siew Ling', uenPrefix: '2016' });
  await page.goto('/document/?kind=invoice');

  const description = lineField(page, 1, 'Description');
  await description.fill('a'.repeat(1990));
  await expect(lineCard(page, 1).getByText('1,990 of 2,000 characters')).toBeVisible();
  await expect(description).not.toHaveAttribute('aria-invalid', 'true');
  await description.fill('a'.repeat(2001));
  await expect(
    lineCard(page, 1).getByText('Description can be at most 2000 characters'),
  ).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');

  // No contact and a description too long: Issue says so and creates no draft.
  await fillLine(page, 1, { 'Unit price': '3' });
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('Choose the customer or supplier before issuing.')).toBeVisible();
  await expect(page).toHaveURL(/\/document\/\?kind=invoice$/);
  const list = await api<{ items: unknown[]; total: number }>(
    page,
    'GET',
    '/api/documents?kind=invoice',
  );
  expect(list.items).toHaveLength(0);
  const other = await page.context().newPage();
  await other.goto('/documents?kind=invoice');
  await expect(other.getByTestId('documents-empty')).toBeVisible();
  await expect(other.getByTestId('document-row')).toHaveCount(0);
  await other.close();

  // Mended, it is saved and issued at once.
  await description.fill('Kopi, 1 kg');
  await newContactInline(page, `Kopi Corner ${stamp}`);
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+/ })).toBeVisible();
});
