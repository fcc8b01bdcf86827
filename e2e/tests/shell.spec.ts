import { expect, test } from '@playwright/test';

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
  // Samples the position on every frame after the click: a smooth scroll passes through
  // positions between the bottom and the top, a jump does not.
  const sampling = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const until = performance.now() + 1500;
        const sample = () => {
          seen.push(window.scrollY);
          if (performance.now() < until && window.scrollY > 0) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
  );
  await page.getByRole('button', { name: 'Back to Top' }).click();
  const positions = await sampling;
  expect(positions.some((y) => y > 0 && y < start)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a screen shows Loading... while its code arrives', async ({ page }) => {
  await page.goto('/');
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
