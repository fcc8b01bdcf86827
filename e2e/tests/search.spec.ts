import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import {
  createCustomer,
  createQuotation,
  openDocumentId,
  ownerWithCompany,
} from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

test('search from the navbar: a misspelt name finds the customer and their quotation, a click opens it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Ong Li Hua', uenPrefix: '2026' });
  const customer = await createCustomer(page, 'Tan Hardware Pte. Ltd.');
  const quotation = await createQuotation(page, {
    contactId: customer.id,
    description: 'Brass door hinges',
  });

  const search = page.getByTestId('search-input');
  await search.fill('  Tna Hardware ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Tna%20Hardware$/);

  const results = page.getByTestId('search-results');
  const quotations = results.getByRole('region', { name: 'Quotations' });
  const contacts = results.getByRole('region', { name: 'Contacts' });
  await expect(quotations.getByRole('link', { name: quotation.number ?? '' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'Tan Hardware Pte. Ltd.' })).toBeVisible();
  // The query's words are marked where they appear (the misspelt one appears nowhere).
  await expect(contacts.locator('mark')).toHaveText(['Hardware']);
  await expectNoSeriousAxeViolations(page, 'the search results');

  await quotations.getByRole('link', { name: quotation.number ?? '' }).click();
  await expect(page).toHaveURL(/\/document\/[^/]+$/);
  expect(openDocumentId(page)).toBe(quotation.id);

  await page.goBack();
  await contacts.getByRole('link', { name: 'Tan Hardware Pte. Ltd.' }).click();
  await expect(page).toHaveURL(new RegExp(`/contactpage/${customer.id}$`));
});

test('a search too short says min 4 characters, in the navbar and on the page; nothing found says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Ravi Kumar', uenPrefix: '2024' });

  const search = page.getByTestId('search-input');
  await search.fill(' ab ');
  await search.press('Enter');
  await expect(page.getByText('min 4 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/search?q=%20ab%20');
  await expect(page.getByRole('alert')).toHaveText('min 4 characters');

  await page.goto('/search?q=zzzzqqqq');
  await expect(page.getByTestId('search-empty')).toContainText('Nothing matches “zzzzqqqq”');
  await expectNoSeriousAxeViolations(page, 'search without results');
});
