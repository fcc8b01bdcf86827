import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { api, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();
const run = promisify(execFile);
// jsQR is CommonJS: its default import is the module, whose `default` is the decoder.
const jsQR = jsqr.default;

/** The text of a PDF (poppler's pdftotext) and the QR code on its first page (pdftoppm, jsQR). */
async function readPdf(file: string): Promise<{ text: string; qr: string | null }> {
  const dir = await mkdtemp(join(tmpdir(), 'kira-statement-'));
  try {
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    await run('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    const image = PNG.sync.read(await readFile(join(dir, 'page.png')));
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    return { text, qr: code?.data ?? null };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("a contact's statement on its page, its PDF's figures and PayNow code, and the aged receivables", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { uen } = await ownerWithCompany(page, inbox(), {
    stamp,
    who: 'Tan Ah Kow',
    uenPrefix: '2024',
  });
  await api(page, 'PATCH', '/api/settings/company', {
    data: { paynowProxyType: 'uen', paynowProxy: uen },
  });
  const name = `Kopi Corner ${stamp}`;
  const customer = await api<{ id: string }>(page, 'POST', '/api/contacts', {
    data: { role: 'customer', name },
  });
  // Two invoices of 100 and 50, and 30 paid on the first: 120.00 owed.
  const invoices: string[] = [];
  for (const price of ['100', '50']) {
    const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
      data: {
        kind: 'invoice',
        contactId: customer.id,
        lines: [{ description: 'Kopi beans', quantity: '1', unitPrice: price }],
      },
    });
    await api(page, 'POST', `/api/documents/${draft.id}/issue`, { status: 200 });
    invoices.push(draft.id);
  }
  await api(page, 'POST', `/api/documents/${invoices[0]}/payments`, { data: { amount: '30' } });

  await page.goto(`/contactpage/${customer.id}`);
  const section = page.getByTestId('statement-section');
  await expect(section.getByTestId('statement-closing-SGD')).toHaveText('S$120.00');
  await expect(section.getByText('Payment received')).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const { text, qr } = await readPdf(file);
  expect(text).toContain('Statement of Account');
  expect(text).toMatch(/SOA-\d{6}/);
  expect(text).toContain(name);
  expect(text).toContain('S$120.00');
  expect(qr).toContain('5406120.00');
  expect(qr).toMatch(/62140110SOA-\d{6}/);
  await page.reload();
  await expect(page.getByTestId('kept-statements')).toContainText(/SOA-\d{6}/);

  await page.getByRole('link', { name: 'Aged Receivables' }).first().click();
  await expect(page).toHaveURL(/\/reports\/aged-receivables/);
  const sgd = page.getByTestId('aged-SGD');
  await expect(sgd.getByTestId('aged-total-SGD')).toHaveText('S$120.00');
  await sgd.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/contactpage/${customer.id}\\?to=`));
  await expect(page.getByTestId('statement-closing-SGD')).toHaveText('S$120.00');
});
