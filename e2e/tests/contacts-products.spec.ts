import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import { createCompany } from '../helpers/company.ts';
import { useInbox } from '../helpers/inbox.ts';
import { expectNoSidewaysScroll } from '../helpers/layout.ts';
import { signUpVerified } from '../helpers/sign-up.ts';
import { localCompanyUen } from '../helpers/uen.ts';

const inbox = useInbox();

/** Clicks Export CSV and gives the downloaded file's text. */
async function exportCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const path = await download.path();
  return readFile(path, 'utf8');
}

test('contact book: create, edit, find, import, export; product list: create, edit, find', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `books.${stamp}@example.sg`;
  const company = `Ong Hardware ${stamp} Pte. Ltd.`;
  const own = localCompanyUen(`2020${String(stamp).slice(-5)}`);
  const theirs = localCompanyUen(`2018${String(stamp).slice(-5)}`);
  const customer = `Tan Kopi Supplies ${stamp} Pte. Ltd.`;

  await signUpVerified(page, inbox(), { name: 'Ong Bee Lian', email });

  // The demo company's book can be read but not changed, and says so.
  await page.getByTestId('start-menu').click();
  await page.getByRole('menu').getByText('Contact Book', { exact: true }).click();
  await expect(page).toHaveURL(/\/contactbook\/?$/);
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New contact' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);

  await createCompany(page, company, own.uen);

  // An empty book in the new company.
  await page.goto('/contactbook/');
  await expect(page.getByTestId('contacts-empty')).toContainText('No contacts yet');
  await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
  await page.getByRole('link', { name: 'New contact' }).click();
  await expect(page).toHaveURL(/\/contactpage\/?$/);

  // A contact whose UEN check letter looks wrong needs "The UEN is right".
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('radio', { name: 'Customer', exact: true })).toBeChecked();
  await form.getByLabel(/^Name/).fill(customer);
  await form.getByLabel('UEN').fill(theirs.wrongLetter);
  await expect(form.getByTestId('field-warning')).toContainText('check letter');
  await form.getByLabel('E-mail 1', { exact: true }).fill(`accounts.${stamp}@tankopi.sg`);
  await form.getByLabel('Postal code').fill('12345');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(form.getByText('A Singapore postal code has 6 digits.')).toBeVisible();
  await expect(form.getByText(/confirm that it is right/)).toBeVisible();
  await form.getByLabel('Postal code').fill('079903');
  await form.getByLabel('Address line 1').fill('10 Anson Road');
  await form.getByLabel('The UEN is right').check();
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page).toHaveURL(/\/contactpage\/K[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  await expect(page.getByText('The contact is saved.')).toBeVisible();
  // Saved with its warning, which the page keeps showing.
  await expect(form.getByTestId('field-warning')).toContainText('check letter');
  await expectNoSeriousAxeViolations(page, '/contactpage/{id}');

  // Edit: a contact person, a second phone row, a tag; then read it back after a reload.
  await form.getByLabel('Contact person').fill('Mdm Tan Siew Ling');
  await form.getByLabel('Phone 1', { exact: true }).fill('+65 6123 4567');
  await form.getByRole('button', { name: 'Add another phone' }).click();
  await form.getByLabel('Phone 2', { exact: true }).fill('+65 9123 4567');
  await form.getByLabel('Tags').fill('Wholesale');
  await form.getByLabel('Tags').press('Enter');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Contact person')).toHaveValue('Mdm Tan Siew Ling');
  await expect(form.getByLabel('Phone 2', { exact: true })).toHaveValue('+65 9123 4567');
  const contactUrl = page.url();
  await expect(page.getByText('The contact is saved.')).toHaveCount(0);

  // Archive and restore.
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByTestId('archived-badge')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('archived-badge')).toHaveCount(0);

  // Find it with the search box; the search is kept in the address.
  await page.goto('/contactbook/');
  await expect(page.getByTestId('contact-row')).toHaveCount(1);
  await page.getByTestId('list-search').fill('zzz-nobody');
  await expect(page.getByTestId('contacts-empty')).toContainText('No contacts match');
  await page.getByTestId('list-search').fill(`kopi supplies ${stamp}`);
  await expect(page).toHaveURL(/[?&]q=kopi/);
  const row = page.getByTestId('contact-row').filter({ hasText: customer });
  await expect(row).toContainText('Wholesale');
  await expectNoSeriousAxeViolations(page, '/contactbook/');
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(contactUrl);
  await page.goBack();
  await expect(page.getByTestId('list-search')).toHaveValue(`kopi supplies ${stamp}`);

  // Import a small file with one bad row, and read the report.
  await page.goto('/contactbook/');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/contactbook\/import$/);
  const csv = [
    'Company,Email,Type,Postal code,Address,Tags',
    `Lim Imports ${stamp},lim.${stamp}@example.sg,supplier,048616,1 Raffles Place,Overseas`,
    `Chua Bakery ${stamp},chua.${stamp}@example.sg,customer,,,`,
    `,nameless.${stamp}@example.sg,customer,,,`,
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByTestId('import-file-summary')).toContainText('3 rows');
  await page.getByRole('button', { name: 'Next: match columns' }).click();
  await expect(page.getByTestId('import-mapping').getByLabel(/^Name/)).toHaveValue('Company');
  await page.getByRole('button', { name: 'Next: check the rows' }).click();
  await expect(page.getByTestId('import-preview-summary')).toContainText(
    '3 rows in the file: 2 rows can be imported, 1 row would be rejected',
  );
  await expect(page.getByTestId('import-preview-rejected')).toContainText('Name cannot be empty');
  await page.getByRole('button', { name: 'Next: review the changes' }).click();
  await expect(page.getByTestId('import-review-summary')).toHaveText(
    'Importing will create 2 and update 0 (0 unchanged); 1 row will be rejected.',
  );
  await page.getByRole('button', { name: 'Import 2 rows, skip 1' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('2 created, 0 updated, 0 unchanged, 1 row rejected.');
  await expect(page.getByTestId('import-rejected')).toContainText('Name cannot be empty');
  await expect(page.getByTestId('import-rejected').getByRole('cell', { name: '4' })).toBeVisible();
  await report.getByRole('link', { name: 'Back to the Contact Book' }).click();
  await expect(page.getByTestId('contact-row')).toHaveCount(3);

  // Re-import a row of a contact already there: the review lists what changes and what a
  // blank cell keeps, before anything is written; asked to, blank cells clear their fields.
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'contacts-again.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Company,Email,Type,Postal code,Address,Tags',
        `Lim Imports ${stamp},lim.${stamp}@example.sg,,,1 Raffles Place,Overseas; Wholesale`,
      ].join('\r\n'),
      'utf8',
    ),
  });
  await page.getByRole('button', { name: 'Next: match columns' }).click();
  await page.getByRole('button', { name: 'Next: check the rows' }).click();
  await page.getByRole('button', { name: 'Next: review the changes' }).click();
  await expect(page.getByTestId('import-review-summary')).toHaveText(
    'Importing will create 0 and update 1 (0 unchanged).',
  );
  const changes = page.getByTestId('import-review-changes');
  const changeRow = (field: string) => changes.getByRole('row').filter({ hasText: field });
  await expect(changes.getByRole('columnheader', { name: 'In Kira now' })).toBeVisible();
  await expect(changeRow('Tags').getByRole('cell')).toHaveText([
    '2',
    'Tags',
    'Overseas',
    'Overseas; Wholesale',
  ]);
  await expect(changeRow('Billing postal code').getByRole('cell')).toHaveText([
    '2',
    'Billing postal code',
    '048616',
    '(kept)',
  ]);
  await expect(changeRow('Role').getByRole('cell')).toHaveText(['2', 'Role', 'supplier', '(kept)']);
  const clearBlanks = page.getByLabel('Clear fields left blank in the file');
  await expect(clearBlanks).not.toBeChecked();
  await clearBlanks.check();
  await expect(changeRow('Billing postal code').getByRole('cell')).toHaveText([
    '2',
    'Billing postal code',
    '048616',
    '(empty)',
  ]);
  await expect(page.getByText('Role cannot be cleared: the stored value is kept')).toBeVisible();
  await clearBlanks.uncheck();
  await expect(changeRow('Billing postal code').getByRole('cell').last()).toHaveText('(kept)');
  await page.setViewportSize({ width: 390, height: 844 });
  // At phone width the four columns fit: the result of each change is on screen.
  await expect(changes.getByRole('columnheader', { name: 'After the import' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page, '/contactbook/import (review)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(report).toContainText('0 created, 1 updated, 0 unchanged.');
  await report.getByRole('link', { name: 'Back to the Contact Book' }).click();
  await expect(page.getByTestId('contact-row')).toHaveCount(3);

  // Filters: suppliers only, kept in the address across a reload.
  await page.getByLabel('Role').selectOption('supplier');
  await expect(page.getByTestId('contact-row')).toHaveCount(1);
  await expect(page.getByTestId('contact-row')).toContainText(`Lim Imports ${stamp}`);
  await page.reload();
  await expect(page.getByLabel('Role')).toHaveValue('supplier');
  await expect(page.getByTestId('contact-row')).toHaveCount(1);

  // Export the filtered list, then the whole book.
  const suppliers = await exportCsv(page);
  expect(suppliers).toContain(`Lim Imports ${stamp}`);
  expect(suppliers).not.toContain(customer);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('contact-row')).toHaveCount(3);
  const everyone = await exportCsv(page);
  expect(everyone).toContain(customer);
  expect(everyone).toContain(theirs.wrongLetter);
  expect(everyone).toContain(`chua.${stamp}@example.sg`);

  // At phone width the table scrolls inside its region, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('contacts-table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Products and services: create, edit, find.
  await page.getByTestId('start-menu').click();
  await page.getByRole('menu').getByText('Product List', { exact: true }).click();
  await expect(page).toHaveURL(/\/pnsbook\/?$/);
  await expect(page.getByTestId('products-empty')).toContainText('Nothing here yet');
  await page.getByRole('link', { name: 'New product or service' }).click();
  const product = page.getByTestId('product-form');
  await product.getByLabel(/^Code/).fill(`KOPI-${stamp}`);
  await product.getByLabel(/^Name/).fill('Kopi beans, 1 kg');
  await product.getByLabel('Selling price').fill('-3');
  await product.getByRole('button', { name: 'Create' }).click();
  await expect(product.getByText('Selling price cannot be negative')).toBeVisible();
  // More decimals than a price keeps are refused at the field, never rounded away.
  await product.getByLabel('Selling price').fill('12.34567');
  await product.getByRole('button', { name: 'Create' }).click();
  await expect(product.getByText('Selling price can have at most 4 decimals')).toBeVisible();
  await expect(page).toHaveURL(/\/pnspage\/?$/);
  await product.getByLabel('Selling price').fill('1,234.5');
  await product.getByLabel('Unit').fill('bag');
  await product.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/pnspage\/G[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`KOPI-${stamp}`);
  await product.getByLabel('Tax code').selectOption('ZR');
  await product.getByLabel(/^Name/).fill('Kopi beans, 1 kg (export)');
  await product.getByRole('button', { name: 'Save changes' }).click();
  await expect(product.getByText('Your changes are saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/pnspage/{id}');

  await page.goto('/pnsbook/');
  await page.getByTestId('list-search').fill('export');
  await expect(page).toHaveURL(/[?&]q=export/);
  const productRow = page.getByTestId('product-row').filter({ hasText: `KOPI-${stamp}` });
  await expect(productRow).toContainText('Kopi beans, 1 kg (export)');
  await expect(productRow).toContainText('1,234.50');
  await expect(productRow).toContainText('GST zero-rated');
  await expectNoSeriousAxeViolations(page, '/pnsbook/');
  const products = await exportCsv(page);
  expect(products).toContain(`KOPI-${stamp}`);
  expect(products).toContain('1234.50');

  // Delete it, after the question.
  await productRow.getByRole('link', { name: `KOPI-${stamp}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/pnsbook\/?$/);
  await expect(page.getByText(`KOPI-${stamp} is deleted.`)).toBeVisible();
  await expect(page.getByTestId('products-empty')).toBeVisible();
});
