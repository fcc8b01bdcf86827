import { type Browser, expect, test } from '@playwright/test';
import { makeDeveloper } from '../helpers/developer.ts';
import { api } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';
import { signUpVerified } from '../helpers/sign-up.ts';

const inbox = useInbox();

/** A developer on a page of their own, on the board. */
async function developerPage(browser: Browser, stamp: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `dev-${stamp}@example.com`;
  await signUpVerified(page, inbox(), { name: 'Devi Loper', email });
  makeDeveloper(email);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Project', level: 1 })).toBeVisible();
  return page;
}

test('a task moves across the board by mouse and by keyboard', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await developerPage(browser, Date.now());
  const name = `Ledger ${Date.now()}`;
  await page.getByLabel('New project').fill(name);
  await page.getByRole('button', { name: 'Make project' }).click();
  await page.getByRole('tab', { name }).click();
  for (const title of ['Chart of accounts', 'Journal entries']) {
    await page.getByLabel('New task').fill(title);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('listitem', { name: new RegExp(`^${title}`) })).toBeVisible();
  }
  const column = (label: string) => page.getByRole('list', { name: label });

  // By mouse: dragged onto the Doing column.
  await page
    .getByRole('listitem', { name: /^Chart of accounts/ })
    .dragTo(page.getByTestId('column-doing'));
  await expect(column('Doing').getByRole('listitem')).toHaveText(['Chart of accounts×']);

  // By keyboard: ArrowRight twice takes Journal entries to Done.
  await page.getByRole('listitem', { name: /^Journal entries/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(column('Doing').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('listitem', { name: /^Journal entries/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(column('Done').getByRole('listitem')).toHaveText(['Journal entries×']);
  await expect(page.getByRole('status').filter({ hasText: 'moved to Done' })).toBeAttached();

  // What the board shows is what the server keeps.
  await page.reload();
  await page.getByRole('tab', { name }).click();
  await expect(column('To do').getByRole('listitem')).toHaveCount(0);
  await expect(column('Doing').getByRole('listitem')).toHaveText(['Chart of accounts×']);
  await expect(column('Done').getByRole('listitem')).toHaveText(['Journal entries×']);
});

test('a developer announces, another user sees it and dismisses it', async ({ browser }) => {
  // Two sign-ups through the mailed links: a bound for a hang, as the other long flows have.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const dev = await developerPage(browser, stamp);
  const title = `Maintenance ${stamp}`;
  await dev.getByLabel('Title').fill(title);
  await dev.getByLabel('Message').fill('Kira is down for ten minutes on Sunday at 02:00.');
  await dev.getByRole('button', { name: 'Announce' }).click();
  await expect(dev.getByText('Announced: every signed-in user sees it.')).toBeVisible();

  const reader = await (await browser.newContext()).newPage();
  try {
    await signUpVerified(reader, inbox(), {
      name: 'Rina Reader',
      email: `reader-${stamp}@example.com`,
    });
    const notices = reader.getByRole('region', { name: 'Announcements' });
    await expect(notices.getByText(title)).toBeVisible();
    await expect(notices.getByText('Kira is down for ten minutes')).toBeVisible();
    await reader.getByRole('button', { name: `Dismiss the announcement ${title}` }).click();
    await expect(notices.getByText(title)).toHaveCount(0);
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
    // Someone who is no developer is sent away from the developers' screens.
    for (const path of ['/developer', '/progress']) {
      await reader.goto(path);
      await expect(reader, path).not.toHaveURL(new RegExp(`${path}$`));
      await expect(reader.getByRole('heading', { name: 'Developer', level: 1 })).toHaveCount(0);
    }
  } finally {
    // Withdrawn, so the users of later tests never see it over their screens.
    const { items } = await api<{ items: { id: string; title: string }[] }>(
      dev,
      'GET',
      '/api/announcements',
    );
    for (const item of items.filter((a) => a.title === title)) {
      const withdrawn = await dev.request.delete(`/api/announcements/${item.id}`);
      expect(withdrawn.status()).toBe(204);
    }
  }
});
