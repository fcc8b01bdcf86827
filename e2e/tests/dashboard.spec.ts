import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import { api, createCustomer, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

/** An issued invoice of one standard-rated line; its id and number. */
async function issuedInvoice(
  page: Page,
  body: { contactId: string; price: string; issueDate?: string; dueDate?: string },
): Promise<{ id: string; number: string }> {
  const { price, ...rest } = body;
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      ...rest,
      lines: [{ description: 'Teak bench', quantity: '1', unitPrice: price, taxCode: 'SR' }],
    },
  });
  return api<{ id: string; number: string }>(page, 'POST', `/api/documents/${draft.id}/issue`, {
    status: 200,
  });
}

/**
 * Opens the dashboard and answers what arrived: the server renders it with its figures (the
 * HTML carries them), and the browser takes it over without asking for them again or failing.
 */
async function openServerRendered(page: Page, figure: string) {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/dashboard');
  expect(await response?.text()).toContain(`aria-label="${figure}"`);
  const link = page.getByRole('link', { name: figure });
  await expect(link).toBeVisible();
  await expect(page.getByRole('heading', { name: /Revenue and expenses/ })).toBeVisible();
  expect(asked.filter((path) => /^\/api\/(session|dashboard)$/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
  return link;
}

/** The same session on a phone's browser (its user agent says Mobile). */
async function onPhone(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

test('a new company gets a first step, and a figure opens the invoices behind it', async ({
  page,
  browser,
}) => {
  await ownerWithCompany(page, inbox(), {
    stamp: Date.now(),
    who: 'Dashboard Owner',
    uenPrefix: '2025',
  });
  await page.goto('/dashboard');
  const empty = page.getByTestId('empty-dashboard');
  await expect(empty.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Create your first invoice' })).toHaveAttribute(
    'href',
    '/document/?kind=invoice',
  );
  await expectNoSeriousAxeViolations(page, 'the empty dashboard');

  // Two open invoices (one long overdue) and one paid in full.
  const customer = await createCustomer(page, 'Lim Hardware');
  const { number: overdue } = await issuedInvoice(page, {
    contactId: customer.id,
    price: '100.00',
    issueDate: '2026-01-05',
    dueDate: '2026-02-04',
  });
  const { number: open } = await issuedInvoice(page, { contactId: customer.id, price: '200.00' });
  const paid = await issuedInvoice(page, { contactId: customer.id, price: '50.00' });
  await api(page, 'POST', `/api/documents/${paid.id}/payments`, { data: { amount: '50.00' } });

  // A phone first: the server renders the phone's layout, which the phone takes over.
  const phone = await onPhone(browser, page);
  const onPhoneReceivables = await openServerRendered(phone, 'Receivables outstanding: S$300.00');
  await expect(phone.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await onPhoneReceivables.click();
  await expect(phone).toHaveURL(/\/documents\?kind=invoice&status=issued%2Cpartially_paid$/);
  await phone.context().close();

  // A new company charges no GST: 100.00 + 200.00 owed, the first overdue.
  const receivables = await openServerRendered(page, 'Receivables outstanding: S$300.00');
  await expect(page.getByRole('link', { name: 'Overdue: S$100.00' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Revenue and expenses/ })).toBeVisible();
  await expect(page.getByTestId('latest-documents')).toContainText(open);
  await expectNoSeriousAxeViolations(page, 'the dashboard');

  await receivables.click();
  await expect(page).toHaveURL(/\/documents\?kind=invoice&status=issued%2Cpartially_paid$/);
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: overdue })).toHaveCount(1);
  await expect(rows.filter({ hasText: open })).toHaveCount(1);
  await expect(rows.filter({ hasText: paid.number })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the invoices behind the receivables');

  // A narrow window whose browser does not say it is a phone: the server draws the desktop's
  // layout, and the browser renders the phone's in its place, once, from the same answers.
  await page.setViewportSize({ width: 390, height: 844 });
  await openServerRendered(page, 'Receivables outstanding: S$300.00');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
