import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import { api, createCustomer, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';
import { expectNoSidewaysScroll } from '../helpers/layout.ts';
import { inviteMember, joinThroughInvite } from '../helpers/members.ts';

const inbox = useInbox();
const PHONE = { width: 390, height: 844 };

const EVERY_AREA = [
  'Dashboard',
  'Quotations',
  'Service Orders',
  'Invoices',
  'Delivery Orders',
  'Receipts',
  'Credit Notes',
  'Refunds',
  'Purchase Orders',
  'Expenses',
  'Aged Receivables',
  'Contact Book',
  'Product List',
  'Settings',
];

function workspaceNav(page: Page) {
  return page.getByRole('navigation', { name: 'Workspace' });
}

/** An invoice of one line made, issued and, when `paid`, settled in full through the API. */
async function issuedInvoice(
  page: Page,
  { contactId, paid }: { contactId: string; paid: boolean },
): Promise<{ number: string; total: string }> {
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId,
      lines: [
        { description: 'Aircon servicing', quantity: '3', unitPrice: '80.00', taxCode: 'SR' },
      ],
    },
  });
  const issued = await api<{ id: string; number: string; total: string }>(
    page,
    'POST',
    `/api/documents/${draft.id}/issue`,
    { status: 200 },
  );
  if (paid) {
    await api(page, 'POST', `/api/documents/${draft.id}/payments`, {
      data: { amount: issued.total },
    });
  }
  return { number: issued.number, total: issued.total };
}

test('the side navigation shows every area by group, marks the current page, folds and collapses', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, inbox(), {
    stamp: Date.now(),
    who: 'Lim Siew Hoon',
    uenPrefix: '2019',
  });
  const nav = workspaceNav(page);
  await expect(nav.getByRole('link')).toHaveText(EVERY_AREA);
  await expect(nav.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The navbar is the seed's, beside it.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Kira home' })).toBeVisible();
  await expect(banner.getByPlaceholder('Search documents...')).toBeVisible();
  await expect(banner.getByTestId('start-menu')).toBeVisible();

  await nav.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/documents\?kind=invoice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Invoices');
  await expectNoSeriousAxeViolations(page, '/documents?kind=invoice with the side navigation');

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Settings');

  // A group folds and opens again.
  const sales = nav.getByRole('button', { name: 'Sales' });
  await sales.click();
  await expect(sales).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Quotations' })).toBeHidden();
  await sales.click();
  await expect(nav.getByRole('link', { name: 'Quotations' })).toBeVisible();

  // The whole side navigation collapses to give the page room, and comes back.
  const main = page.getByRole('main');
  const wide = (await main.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(nav).toHaveCount(0);
  await expect.poll(async () => (await main.boundingBox())?.width ?? 0).toBeGreaterThan(wide);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect(nav.getByRole('link')).toHaveText(EVERY_AREA);
});

test('a sales-only member sees Quotations and no Invoices in the side navigation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { company } = await ownerWithCompany(page, inbox(), {
    stamp,
    who: 'Chua Bee Lian',
    uenPrefix: '2020',
  });
  const link = await inviteMember(page, inbox(), {
    email: `seller.${stamp}@example.sg`,
    levels: { Sales: 'write' },
  });
  const seller = await joinThroughInvite(browser, { link, name: 'Raj Kumar', company });
  await expect(workspaceNav(seller).getByRole('link')).toHaveText([
    'Dashboard',
    'Quotations',
    'Service Orders',
    'Contact Book',
    'Product List',
  ]);
  await expect(workspaceNav(seller).getByRole('button', { name: 'Purchases' })).toHaveCount(0);
  await seller.context().close();
});

test('signed-in pages end in the compact footer with every item; public pages keep the tall one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, inbox(), {
    stamp: Date.now(),
    who: 'Ng Hui Min',
    uenPrefix: '2021',
  });
  const footer = page.getByRole('contentinfo');
  for (const name of [
    'Kira home',
    'About Us',
    'Meet the Team',
    'Jobs',
    'Contact Us',
    'FAQ',
    'Feedback',
    'Terms and Conditions',
    'Privacy Statement',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true }), name).toBeVisible();
  }
  await expect(footer.getByRole('button', { name: 'Back to Top' })).toBeVisible();
  await expect(footer.getByText(/©\s*\d{4} Kira Pte\. Ltd\./)).toBeVisible();
  const compact = (await footer.boundingBox())?.height ?? 0;
  expect(compact).toBeLessThan(120);
  // A work-sized title, close under the header.
  const title = page.getByRole('heading', { level: 1 });
  const workTitle = await title.evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize));

  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(workspaceNav(page)).toHaveCount(0);
  await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible();
  expect((await footer.boundingBox())?.height ?? 0).toBeGreaterThan(compact * 2);
  const publicTitle = await title.evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize));
  expect(workTitle).toBeLessThan(publicTitle);
});

test('on a phone the side navigation is a drawer opened from the header', async ({ page }) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, inbox(), {
    stamp: Date.now(),
    who: 'Tan Wei Jie',
    uenPrefix: '2022',
  });
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(workspaceNav(page)).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Workspace' });
  await expect(workspaceNav(page).getByRole('link')).toHaveText(EVERY_AREA);
  await expect(drawer.locator('[aria-current="page"]')).toHaveText('Dashboard');
  await drawer.getByRole('link', { name: 'Quotations' }).click();
  await expect(page).toHaveURL(/\/documents\?kind=quotation$/);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
});

test('at 390 px the invoices list shows number, status, total and balance without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Siti Aminah', uenPrefix: '2023' });
  const customer = await createCustomer(page, `Kopi Tiam Holdings International ${stamp}`);
  const paid = await issuedInvoice(page, { contactId: customer.id, paid: true });
  const open = await issuedInvoice(page, { contactId: customer.id, paid: false });

  await page.setViewportSize(PHONE);
  await page.goto('/documents?kind=invoice');
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(2);

  const paidRow = rows.filter({ hasText: paid.number });
  // Below the filters: in view once scrolled down to, with nothing off to the side.
  await paidRow.scrollIntoViewIfNeeded();
  await expect(paidRow.getByRole('link', { name: paid.number })).toBeInViewport();
  await expect(paidRow.getByTestId('document-status')).toHaveText('Paid');
  await expect(paidRow.getByTestId('document-status')).toBeInViewport();
  await expect(paidRow.getByTestId('document-total')).toContainText(paid.total);
  await expect(paidRow.getByTestId('document-total')).toBeInViewport({ ratio: 1 });
  await expect(paidRow.getByTestId('document-balance')).toContainText('0.00');
  await expect(paidRow.getByTestId('document-balance')).toBeInViewport({ ratio: 1 });
  const openRow = rows.filter({ hasText: open.number });
  await openRow.scrollIntoViewIfNeeded();
  await expect(openRow.getByTestId('document-status')).toHaveText('Issued');
  await expect(openRow.getByTestId('document-balance')).toContainText(open.total);
  await expect(openRow.getByTestId('document-balance')).toBeInViewport({ ratio: 1 });

  await expectNoSidewaysScroll(page);
  const documentsRegion = page.getByRole('region', { name: 'Documents' });
  await expect
    .poll(() => documentsRegion.evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth))
    .toBeLessThanOrEqual(0);
});
