import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import { useInbox } from '../helpers/inbox.ts';
import { expectNoSidewaysScroll } from '../helpers/layout.ts';
import { signUpVerified } from '../helpers/sign-up.ts';
import { localCompanyUen } from '../helpers/uen.ts';

const inbox = useInbox();

/** User B opens the mailed link in a browser of their own, signs up through it and joins. */
async function joinThroughInvite(browser: Browser, link: string, email: string, company: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Join ${company}`);
  await expect(page.getByTestId('invitation-summary')).toContainText('Sales executive');
  await expect(page.getByTestId('invite-login-link')).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(new URL(link).pathname)}`,
  );

  const form = page.getByTestId('invite-signup-form');
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(email);
  await form.getByLabel(/^Name/).fill('Tan Ah Kow');
  await form.getByLabel(/^Password/).fill('laksa-and-kopi-2026!');
  await form.getByRole('button', { name: 'Create account and join' }).click();

  // Accepting verified the address: straight to the dashboard of the company, no notice.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('company-card')).toContainText(company);
  await expect(page.getByTestId('unverified-notice')).toHaveCount(0);

  // Sales read and nothing else: no company settings, members or audit log anywhere.
  await page.getByTestId('start-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Dashboard', { exact: true })).toBeVisible();
  for (const item of ['Company settings', 'Members', 'Audit log']) {
    await expect(menu.getByText(item, { exact: true })).toHaveCount(0);
  }
  await expect(menu.getByRole('menuitemradio', { name: company })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('company-card').getByText('Company settings')).toHaveCount(0);
  // Typed in by hand, the screen shows the server's refusal rather than the settings.
  await page.goto('/settings/company');
  await expect(page.getByRole('alert')).toContainText(/read access to company/i);
  await context.close();
}

test('create a company, invite a member who joins through the link, audit a change', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const emailA = `owner.${stamp}@example.sg`;
  const emailB = `sales.${stamp}@example.sg`;
  const company = `Lim Bee Hoon Trading ${stamp} Pte. Ltd.`;
  const { uen, wrongLetter } = localCompanyUen(`2019${String(stamp).slice(-5)}`);

  await signUpVerified(page, inbox(), { name: 'Lim Bee Hoon', email: emailA });

  // In the demo company the settings are read-only, and say so.
  await page.goto('/settings/company');
  await expect(page.getByTestId('read-only-notice')).toContainText(
    'The demo company is a read-only showcase. Create your own company to make changes.',
  );
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByLabel('Legal name')).toBeDisabled();

  await page
    .getByTestId('read-only-notice')
    .getByRole('link', { name: 'Create a company' })
    .click();
  await expect(page).toHaveURL(/\/companies\/new$/);
  const create = page.getByTestId('create-company-form');
  await create.getByLabel('Legal name').fill(company);
  await create.getByLabel('UEN').fill(wrongLetter);
  await expect(create.getByTestId('field-warning')).toContainText('check letter');
  await create.getByLabel('UEN').fill(uen);
  await expect(create.getByTestId('field-warning')).toHaveCount(0);
  await create.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('company-card')).toContainText(company);

  // The Start menu now offers the company's screens and both companies to switch between.
  await page.getByTestId('start-menu').click();
  const menu = page.getByRole('menu');
  for (const item of ['Company settings', 'Members', 'Audit log', 'Create a company']) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitemradio', { name: company })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitemradio', { name: /demo/i })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await menu.getByText('Members', { exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);

  // Invite B with read on sales and nothing else.
  await expect(page.getByTestId('members-table')).toContainText(emailA);
  const invite = page.getByTestId('invite-form');
  await invite.getByLabel(/^E-mail/).fill(emailB);
  await invite.getByLabel('Title').fill('Sales executive');
  await invite.getByLabel('Sales', { exact: true }).selectOption('read');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${emailB}`)).toBeVisible();
  await expect(page.getByTestId('invites-table')).toContainText(emailB);

  const { link, mail } = await inbox().next(emailB);
  expect(link).toMatch(/\/invite\/[^/\s]+$/);
  expect(mail.text).toContain(company);
  await joinThroughInvite(browser, link, emailB, company);

  // Back as A: B is a member with read on sales, and the invitation is no longer pending.
  await page.reload();
  const rowB = page.getByTestId('member-row').filter({ hasText: emailB });
  await expect(rowB).toContainText('Sales executive');
  await expect(rowB).toContainText('Read');
  await expect(page.getByTestId('invites-table')).toHaveCount(0);

  // Change a setting.
  await page.goto('/settings/company');
  const profile = page.getByTestId('company-profile-form');
  await profile.getByLabel('Postal code').fill('12345');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByText('A Singapore postal code has 6 digits.')).toBeVisible();
  await profile.getByLabel('Postal code').fill('');
  await profile.getByLabel('Phone').fill('+65 6123 4567');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByText('Your changes are saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/settings/company');

  // The audit log lists it, with the phone before and after.
  await page.goto('/settings/audit');
  await expect(page.getByTestId('audit-total')).toContainText('changes');
  await page.getByLabel('Record').selectOption('company-settings');
  const row = page
    .getByTestId('audit-row')
    .filter({ hasText: 'Company settings' })
    .filter({ hasText: 'Update' })
    .first();
  await expect(row.getByTestId('audit-who')).toContainText('Lim Bee Hoon');
  await expect(row.getByTestId('audit-who')).toContainText(emailA);
  await row.getByRole('button', { name: 'Show changes' }).click();
  const phone = page.getByTestId('audit-diff').getByRole('row', { name: /Phone/ });
  await expect(phone).toContainText('(empty)');
  await expect(phone).toContainText('+65 6123 4567');

  // The other settings screens, and the audit log itself, pass axe too.
  await expectNoSeriousAxeViolations(page, '/settings/audit');
  for (const path of ['tax', 'payments', 'documents', 'numbering', 'members']) {
    await page.goto(`/settings/${path}`);
    await expect(page.getByTestId(`settings-${path}`)).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `/settings/${path}`);
  }

  // Turning PayNow on by UEN fills in the company's own UEN.
  await page.goto('/settings/payments');
  const payments = page.getByTestId('payments-form');
  await payments.getByRole('radio', { name: 'UEN' }).check();
  await expect(payments.getByLabel(/^PayNow UEN/)).toHaveValue(uen);

  // B leaves: the audit log keeps what B did, naming B only as a former member.
  await page.goto('/settings/members');
  await page.getByRole('button', { name: 'Remove Tan Ah Kow' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByTestId('member-row').filter({ hasText: emailB })).toHaveCount(0);
  await page.goto('/settings/audit');
  await page.getByLabel('Record').selectOption('member');
  await page.getByLabel('Action').selectOption('join');
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-who')).toHaveText('A former member');

  // At phone width the settings stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/company');
  await expect(page.getByTestId('company-profile-form')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
