import { expect, type Page, test } from '@playwright/test';
import { api, createCustomer, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';
import { localCompanyUen } from '../helpers/uen.ts';

const inbox = useInbox();

/** The families of the web fonts the page has loaded (`document.fonts`, status `loaded`). */
function loadedFontFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/["']/g, '')),
  );
}

/**
 * The fonts Chromium draws a contact row's name with (DevTools' "Rendered Fonts"): the faces
 * a page has loaded are not enough, the text must be drawn with them.
 */
async function fontsDrawingRow(page: Page, name: string): Promise<string[]> {
  const row = page.getByTestId('contact-row').filter({ hasText: name }).getByRole('link');
  await row.evaluate((link, drawn) => link.setAttribute('data-drawn', drawn), name);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-drawn="${name}"]`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

test('the history follows Issue at once, and a notice stays on the page it was said on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Rahim Osman', uenPrefix: '2024' });
  const customer = await createCustomer(page, `Geylang Serai Textiles ${stamp}`);
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId: customer.id,
      lines: [{ description: 'Songket, 2 m', quantity: '1', unitPrice: '80.00', taxCode: 'SR' }],
    },
  });

  await page.goto(`/document/${draft.id}`);
  const history = page.getByTestId('document-history');
  await expect(history.getByTestId('history-entry')).toHaveCount(1);
  await expect(history).toContainText('Created as a draft');
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+/ })).toBeVisible();
  await expect(history.getByTestId('history-entry').first()).toContainText('Issued');

  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toHaveCount(0);
  const notice = page.getByText(/^The payment is recorded as receipt RCT-\d+\.$/);
  await expect(notice).toBeVisible();

  // The receipt opens in the same screen (another document): the invoice's notice stays behind.
  await page
    .getByTestId('chain-link')
    .getByRole('link', { name: /^Receipt RCT-\d+/ })
    .click();
  await expect(page.getByRole('heading', { name: /^Receipt RCT-\d+/ })).toBeVisible();
  await expect(page.getByTestId('document-actions')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d+/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a UEN whose check letter looks wrong is said once, as a warning', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Lakshmi Pillai', uenPrefix: '2025' });
  const { wrongLetter } = localCompanyUen(`1999${String(stamp).slice(-5)}`);

  await page.goto('/contactpage/');
  const form = page.getByTestId('contact-form');
  await form.getByLabel(/^Name/).fill(`Little India Spices ${stamp}`);
  const uen = form.getByRole('textbox', { name: 'UEN' });
  await uen.fill(wrongLetter);
  const warning = form.getByTestId('field-warning');
  await expect(warning).toContainText('check letter');
  await form.getByRole('button', { name: 'Create contact' }).click();

  // Refused until confirmed: the amber box asks for it; no red error repeats the warning.
  await expect(warning).toContainText('confirm that it is right');
  await expect(form.getByText(/would usually be/)).toHaveCount(1);
  await expect(uen).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('The UEN is right').check();
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page).toHaveURL(/\/contactpage\/K[^/]+$/);
  await expect(warning).toContainText('check letter');
  await expect(form.getByText(/would usually be/)).toHaveCount(1);
});

test('names in Chinese and Tamil are drawn with web fonts, which the landing page never loads', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Chen Da Wen', uenPrefix: '2026' });
  await createCustomer(page, '陈大文 Trading');
  await createCustomer(page, 'முருகன் ஸ்டோர்ஸ்');

  await page.goto('/contactbook/');
  await expect(page.getByTestId('contact-row').filter({ hasText: '陈大文 Trading' })).toBeVisible();
  await expect(page.getByTestId('contact-row').filter({ hasText: 'முருகன் ஸ்டோர்ஸ்' })).toBeVisible();
  await expect.poll(() => loadedFontFamilies(page)).toContain('Noto Sans SC');
  await expect.poll(() => loadedFontFamilies(page)).toContain('Noto Sans Tamil');
  // Drawn with them, the Latin beside the Chinese too: no empty boxes from a system font.
  await expect
    .poll(() => fontsDrawingRow(page, '陈大文'))
    .toContainEqual(expect.stringMatching(/^Noto Sans SC/));
  await expect
    .poll(() => fontsDrawingRow(page, 'முருகன் ஸ்டோர்ஸ்'))
    .toContainEqual(expect.stringMatching(/^Noto Sans Tamil/));

  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  const fetched: string[] = [];
  landing.on('request', (request) => {
    if (/noto-sans|script-fonts/i.test(request.url())) fetched.push(request.url());
  });
  await landing.goto('/');
  await expect(landing.getByTestId('banner-carousel')).toHaveAttribute('data-rotating', 'true');
  await landing.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(fetched).toEqual([]);
  expect(await loadedFontFamilies(landing)).toEqual([]);
  await visitor.close();
});
