import { expect, type Page } from '@playwright/test';
import type { Inbox } from '../../apps/server/test/helpers/smtp-inbox.ts';

/**
 * Signs up through /signup, follows the mailed verification link (it signs in and welcomes),
 * then goes on to the dashboard.
 */
export async function signUpVerified(
  page: Page,
  inbox: Inbox,
  { name, email }: { name: string; email: string },
) {
  await page.goto('/signup');
  const form = page.getByTestId('signup-form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Password/).fill('chilli-crab-2026!');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('signup-sent')).toContainText(email);
  const { link } = await inbox.next(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/loggingin$/);
  // /loggingin applies the new-user levels in the demo company before we move on.
  await expect(page.getByText('Your account is ready')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('unverified-notice')).toHaveCount(0);
}
