import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../helpers/axe.ts';
import { holdRequests } from '../helpers/hold-requests.ts';
import { expectNoSidewaysScroll } from '../helpers/layout.ts';

const activeSlide = (page: Page) =>
  page.getByTestId('banner').locator('[data-active="true"]').getAttribute('data-slide');

/**
 * Opens the landing page on a clock that moves only when the test moves it, and waits until the
 * banner turns: it sets data-rotating in the same commit that starts its interval, so from then
 * on each `runFor` fires exactly the timers due, however slow the machine.
 */
async function openWithStoppedClock(page: Page) {
  const start = new Date('2026-01-05T09:00:00+08:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-rotating', 'true');
  expect(await activeSlide(page)).toBe('0');
}

test('the banner shows each image for 5 seconds, then the next, then the first again', async ({
  page,
}) => {
  await openWithStoppedClock(page);
  await page.clock.runFor(4_999);
  expect(await activeSlide(page)).toBe('0');
  await page.clock.runFor(1);
  await expect.poll(() => activeSlide(page)).toBe('1');
  await page.clock.runFor(4_999);
  expect(await activeSlide(page)).toBe('1');
  await page.clock.runFor(1);
  await expect.poll(() => activeSlide(page)).toBe('0');
});

test('a dot shows its image for a full 5 seconds, and pause stops the banner', async ({ page }) => {
  await openWithStoppedClock(page);
  await page.clock.runFor(3_000);
  const second = page.getByRole('button', { name: 'Show image 2 of 2' });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  expect(await activeSlide(page)).toBe('1');
  // 8 s after the page opened, but only 5 s after the dot: the interval started over.
  await page.clock.runFor(4_999);
  expect(await activeSlide(page)).toBe('1');
  await page.clock.runFor(1);
  await expect.poll(() => activeSlide(page)).toBe('0');

  await page.getByRole('button', { name: 'Pause the banner' }).click();
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(30_000);
  expect(await activeSlide(page)).toBe('0');
  await page.getByRole('button', { name: 'Play the banner' }).click();
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-rotating', 'true');
  await page.clock.runFor(5_000);
  await expect.poll(() => activeSlide(page)).toBe('1');
});

test('the landing page arrives as HTML: its heading and text need no script', async ({
  request,
  browser,
}) => {
  for (const path of ['/', '/home']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>Invoices out, payments in, books done\.<\/h1>/);
    expect(html, path).toContain(
      'Kira keeps your quotations, invoices, delivery orders, receipts and expenses in one place',
    );
    for (const heading of ['Join Us', 'Our Goal', 'The paperwork that eats your evenings']) {
      expect(html, path).toContain(`>${heading}</h2>`);
    }
  }
  // Every other path gets the empty shell, which the app renders in the browser.
  expect(await (await request.get('/faq')).text()).toContain('<div id="root"></div>');

  // And with scripts off, the page still shows itself, styled.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Invoices out, payments in, books done.');
  expect(await heading.evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('750');
  await expect(page.getByRole('heading', { name: 'Join Us' })).toBeVisible();
  await context.close();
});

test('the prerendered page hydrates without a mismatch, then works as the app', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-rotating', 'true');
  // The sections hydrate after the rest, in slices: wait until the page has nothing left to do.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  // The year is the browser's, written once hydrated.
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Kira Pte. Ltd.`,
  );
  await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
  await expect.poll(() => activeSlide(page)).toBe('1');
  // A link moves within the app: the sign-up screen's code loads, the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { kiraSamePage: true }));
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page.getByTestId('signup-form')).toBeVisible();
  expect(await page.evaluate(() => 'kiraSamePage' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('a visitor who scrolls before the code arrives stays where they scrolled', async ({
  page,
}) => {
  const code = await holdRequests(page, '**/assets/*.js');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await page.evaluate(() => window.scrollY);
  code.release();
  // The layout hydrates before the banner, so its scroll handling has run by then.
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-rotating', 'true');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2);
});

test('other paths are rendered by the browser, from a link and from a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await page.goto('/contactbook/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('clicking the banner goes to sign-up', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('banner').click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the button and the tagline lead to plan selection', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('cta').click();
  await expect(page).toHaveURL(/\/subscriptionselection\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await page.getByTestId('tagline').click();
  await expect(page).toHaveURL(/\/subscriptionselection\/?$/);
});

test('the landing page has every section and its promises', async ({ page }) => {
  await page.goto('/');
  for (const heading of ['Join Us', 'Our Goal', 'Industry insights']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/cancel(led)? anytime/i).first()).toBeVisible();
  await expect(page.getByText(/one price/i).first()).toBeVisible();
  await expect(page.getByText(/work in progress/i).first()).toBeVisible();
});

test('axe finds no serious or critical violations on the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('banner')).toBeVisible();
  const serious = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
});

test('the landing page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('banner')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
