import { type Browser, expect, type Page } from '@playwright/test';
import type { Inbox } from '../../apps/server/test/helpers/smtp-inbox.ts';

/**
 * The administrator on `page` invites `email` through the members screen with the given level
 * per department (the others none), and gives the link the invitation mail carries.
 */
export async function inviteMember(
  page: Page,
  inbox: Inbox,
  { email, levels }: { email: string; levels: Record<string, 'read' | 'write'> },
): Promise<string> {
  await page.goto('/settings/members');
  const invite = page.getByTestId('invite-form');
  await invite.getByLabel(/^E-mail/).fill(email);
  for (const [department, level] of Object.entries(levels)) {
    await invite.getByLabel(department, { exact: true }).selectOption(level);
  }
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const { link } = await inbox.next(email);
  return link;
}

/**
 * The invitee opens the link in a browser of their own, signs up through it and joins; gives
 * their page, on the company's dashboard.
 */
export async function joinThroughInvite(
  browser: Browser,
  { link, name, company }: { link: string; name: string; company: string },
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Join ${company}`);
  const form = page.getByTestId('invite-signup-form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Password/).fill('laksa-and-kopi-2026!');
  await form.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('company-card')).toContainText(company);
  return page;
}
