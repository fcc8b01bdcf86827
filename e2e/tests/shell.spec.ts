import { expect, test } from '@playwright/test';
import { holdRequests } from '../helpers/hold-requests.ts';

test('an unknown path shows 404 Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test('the footer links reach real pages', async ({ page }) => {
  for (const [link, path] of [
    ['About Us', '/about'],
    ['Contact Us', '/contact'],
    ['Jobs', '/jobs'],
    ['FAQ', '/faq'],
    ['Meet the Team', '/team'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toHaveCount(0);
  }
});

test('the footer links to the Terms and Conditions and Privacy Statement PDFs, which are served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Terms and Conditions', 'Privacy Statement']) {
    const href = await footer.getByRole('link', { name }).getAttribute('href');
    expect(href).toMatch(/^\/legal\/.+\.pdf$/);
    const res = await request.get(href as string);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await expect(footer.getByText(/©\s*\d{4}/)).toBeVisible();
  await expect(footer.getByText(/feedback/i).first()).toBeVisible();
});

test('Back to Top scrolls smoothly to the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const start = await page.evaluate(() => window.scrollY);
  // Every position the page scrolls through after the click, until it is back at the top: a
  // smooth scroll passes through positions between the bottom and the top, a jump does not.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { kiraScrollPositions: seen });
    window.addEventListener('scroll', () => seen.push(window.scrollY));
  });
  await page.getByRole('button', { name: 'Back to Top' }).click();
  await page.waitForFunction(() => window.scrollY === 0);
  const positions = await page.evaluate(
    () => (window as unknown as { kiraScrollPositions: number[] }).kiraScrollPositions,
  );
  expect(positions.some((y) => y > 0 && y < start)).toBe(true);
});

test('a screen shows Loading... while its code arrives', async ({ page }) => {
  await page.goto('/');
  // The screen's code is held until Loading... has been seen.
  const code = await holdRequests(page, '**/assets/*.js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByText('Loading...')).toBeVisible();
  code.release();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
});

test('signed out, the navbar offers Login and Signup and gated screens send you to login', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Signup' })).toBeVisible();
  for (const path of [
    '/dashboard',
    '/contactbook/',
    '/pnsbook/',
    '/document/',
    '/search?q=invoice',
    '/myinfo',
    '/progress',
    '/developer',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('signed out, the landing, login and sign-up pages log no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, ready] of [
    ['/', page.getByRole('banner').getByRole('link', { name: 'Signup' })],
    ['/login', page.getByTestId('login-form')],
    ['/signup', page.getByTestId('signup-form')],
  ] as const) {
    // The session check answers a signed-out visitor as the normal case it is, not an error.
    const session = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/session');
    await page.goto(path);
    const answer = await session;
    expect(answer.status(), path).toBe(200);
    expect(await answer.json(), path).toEqual({ me: null });
    await expect(ready).toBeVisible();
  }
  expect(errors).toEqual([]);
});
