import { expect, test } from '@playwright/test';
import { axeViolations } from '../helpers/axe.ts';

const activeSlide = (page: import('@playwright/test').Page) =>
  page.getByTestId('banner').locator('[data-active="true"]').getAttribute('data-slide');

test('the banner shows its second image after 5 seconds, and not before', async ({ page }) => {
  // The clock stands still until the test moves it: a slow machine cannot move the banner.
  const start = new Date('2026-01-05T09:00:00+08:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/');
  await expect(page.getByTestId('banner')).toBeVisible();
  expect(await activeSlide(page)).toBe('0');
  await page.clock.runFor(4_800);
  expect(await activeSlide(page)).toBe('0');
  await page.clock.runFor(400);
  await expect.poll(() => activeSlide(page)).toBe('1');
  await page.clock.runFor(5_000);
  await expect.poll(() => activeSlide(page)).toBe('0');
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
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
