import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import { ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

/** Sends an invitation from the members screen; gives the invite form to read its answer. */
async function invite(page: Page, email: string) {
  await page.goto('/settings/members');
  const form = page.getByTestId('invite-form');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Sales', { exact: true }).selectOption('read');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  return form;
}

test('signed out, the plans show side by side with their prices and limits, and no button', async ({
  page,
}) => {
  await page.goto('/subscriptionselection/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan');
  await expect(page.getByTestId('plan-free')).toContainText('Up to 3 users');
  await expect(page.getByTestId('plan-team')).toContainText('S$29');
  await expect(page.getByTestId('plan-business')).toContainText('Unlimited users');
  await expect(page.getByTestId('plan-business')).toContainText(
    'API keys and outbound webhooks (coming later)',
  );
  await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
  await expect(page.getByText('Plan selection is coming')).toHaveCount(0);
});

test("an administrator moves from Business's trial to Free, and the 4th user is refused", async ({
  page,
}) => {
  // A sign-up, a company and three invitations: a long flow on a loaded machine.
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), {
    stamp,
    who: 'Plan Owner',
    uenPrefix: '2026',
  });

  await page.goto('/subscriptionselection/');
  await expect(page.getByTestId('current-plan')).toContainText(
    'Business plan, a trial: 30 days left',
  );
  await expect(page.getByTestId('plan-business').getByTestId('plan-usage')).toContainText(
    '1 user, no limit',
  );
  await expect(
    page.getByText('No payment provider is configured: the plan changes at once.').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the plans of a company on its trial');

  await page.getByRole('button', { name: 'Choose: Free' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'No payment provider is configured: the plan changes at once.',
  );
  await dialog.getByRole('button', { name: 'Choose Free' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toHaveText(/on the Free plan\.$/);
  await expect(page.getByTestId('plan-free').getByTestId('plan-usage')).toContainText(
    '1 of 3 users',
  );
  await expect(page.getByRole('button', { name: 'Choose: Team' })).toBeVisible();

  // Two invitations fill the Free plan's three users; the third is refused with the reason.
  for (const n of [1, 2]) {
    const form = await invite(page, `plan.member${n}.${stamp}@example.sg`);
    await expect(
      form.getByText(`Invitation sent to plan.member${n}.${stamp}@example.sg`),
    ).toBeVisible();
  }
  const refused = await invite(page, `plan.member3.${stamp}@example.sg`);
  await expect(
    refused.getByText(
      'Your Free plan allows 3 users, counting invitations not yet accepted, and all are taken. The Team plan allows 10 users.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('invites-table')).not.toContainText(
    `plan.member3.${stamp}@example.sg`,
  );
});
