import { expect, type Page, test } from '@playwright/test';
import { holdRequests } from '../helpers/hold-requests.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

const PASSWORD = 'chilli-crab-2026!';

/** Fills in /signup and sends it; answers the screen that follows. */
async function submitSignup(page: Page, name: string, email: string) {
  await page.goto('/signup');
  const form = page.getByTestId('signup-form');
  await form.getByLabel(/name/i).first().fill(name);
  await form.getByLabel(/e-?mail/i).fill(email);
  await form.getByLabel(/password/i).fill(PASSWORD);
  await form.getByRole('button', { name: /sign ?up|create/i }).click();
  const sent = page.getByTestId('signup-sent');
  await expect(sent).toContainText('Check your e-mail');
  return sent;
}

test('sign up, log in before verifying, verify by e-mail, search, and log out', async ({
  page,
}) => {
  const email = `e2e.${Date.now()}@example.sg`;
  const sent = await submitSignup(page, 'Lim Bee Hoon', email);
  await expect(sent).toContainText(email);

  // Unverified users may log in: the screen's link leads to the welcome after login.
  await sent.getByRole('link', { name: 'log in' }).click();
  await expect(page).toHaveURL(/\/loggingin$/);
  const login = page.getByTestId('login-form');
  await login.getByLabel(/e-?mail/i).fill(email);
  await login.getByLabel(/password/i).fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('welcome')).toContainText('Lim Bee Hoon');

  await page.goto('/dashboard');
  await expect(page.getByTestId('unverified-notice')).toHaveText(
    'Please verify your e-mail and refresh this page or login again.',
  );

  const { link } = await inbox().next(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/loggingin$/);
  await page.goto('/dashboard');
  await expect(page.getByTestId('unverified-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lim Bee Hoon');

  const search = page.getByTestId('search-input');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await search.fill('inv');
  await search.press('Enter');
  await expect(page.getByText('min 4 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await search.fill('  tan & co ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tan%20%26%20co$/);

  await page.getByTestId('start-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Lim Bee Hoon')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  for (const item of ['Dashboard', 'Add a Document', 'Contact Book', 'Product List']) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Developer', { exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Lim Bee Hoon' })).toHaveAttribute(
    'href',
    '/myinfo',
  );
  await expect(menu.getByRole('menuitem', { name: email })).toHaveAttribute('href', '/myinfo');
  // The sign-out is held until the pending state has been seen, then let through.
  const signOut = await holdRequests(page, '**/api/auth/sign-out');
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout')).toHaveText('Logging out...');
  signOut.release();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an address that already has an account gets the same screen, and its owner a mail', async ({
  page,
}) => {
  const email = `e2e.taken.${Date.now()}@example.sg`;
  const first = await (await submitSignup(page, 'Lim Bee Hoon', email)).textContent();
  expect((await inbox().next(email)).mail.subject).toBe('Verify your e-mail for Kira');
  const again = await (await submitSignup(page, 'Someone Else', email)).textContent();
  expect(again).toBe(first);
  expect((await inbox().next(email)).mail.subject).toBe(
    'Someone tried to sign up with your e-mail',
  );
});

test('a wrong password shows the server’s message in red, and Forgot Password answers', async ({
  page,
}) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel(/e-?mail/i).fill(`nobody.${Date.now()}@example.sg`);
  await form.getByLabel(/password/i).fill('not-the-password');
  await form.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  const wrongPassword = page.getByRole('alert').filter({ hasText: /invalid email or password/i });
  await expect(wrongPassword).toBeVisible();
  await page.getByRole('button', { name: /forgot password/i }).click();
  const sent = page.getByText('Password reset email sent successfully');
  await expect(sent).toBeVisible();
  // One answer at a time: the login's red message does not stay beside the green one.
  await expect(wrongPassword).toHaveCount(0);
  await form.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(wrongPassword).toBeVisible();
  await expect(sent).toHaveCount(0);
});
