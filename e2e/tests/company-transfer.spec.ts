import { expect, type FileChooser, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import { api, createCustomer, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

/** Picks a file in the import's "Company archive" field, as its file chooser would. */
async function chooseArchive(page: Page, file: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-company').getByLabel('Company archive').click();
  await (await chooser).setFiles(file);
}

test('an administrator exports the company, imports the archive as a new company and opens its invoice', async ({
  page,
}) => {
  // A sign-up, a company, an export and an import: the long flows' bound, on a loaded machine.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { company } = await ownerWithCompany(page, inbox(), {
    stamp,
    who: 'Mover Owner',
    uenPrefix: '2024',
  });
  const customer = await createCustomer(page, `Chendol House ${stamp}`);
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId: customer.id,
      lines: [{ description: 'Durian crates', quantity: '3', unitPrice: '42.50', taxCode: 'SR' }],
    },
  });
  const invoice = await api<{ number: string; total: string }>(
    page,
    'POST',
    `/api/documents/${draft.id}/issue`,
    { status: 200 },
  );
  // A new company charges no GST: 3 x 42.50.
  expect(invoice.total).toBe('127.50');

  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Back up and move' })
    .click();
  await expect(page).toHaveURL(/\/settings\/backup$/);
  const exporting = page.getByTestId('export-company');
  await expect(exporting).toContainText('the audit log');
  await expectNoSeriousAxeViolations(page, '/settings/backup');
  const download = page.waitForEvent('download');
  await exporting.getByRole('link', { name: 'Export company' }).click();
  const archive = await download;
  expect(archive.suggestedFilename()).toMatch(/^kira-company-\d{4}-\d{2}-\d{2}\.zip$/);
  // The test's own output folder, emptied by each run.
  const file = test.info().outputPath(archive.suggestedFilename());
  await archive.saveAs(file);

  await page.goto('/companies/new');
  const importing = page.getByTestId('import-company');
  await chooseArchive(page, file);
  await importing.getByRole('button', { name: 'Import company' }).click();
  await expect(importing.getByText(/^Imported /)).toHaveText(
    `Imported ${company}: 0 members matched, 0 invited.`,
    { timeout: 120_000 },
  );
  await expectNoSeriousAxeViolations(page, 'a company imported');
  await importing.getByRole('button', { name: `Open ${company}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('company-card')).toContainText(company);

  const companies = await api<{ items: { tenantId: string; name: string }[] }>(
    page,
    'GET',
    '/api/companies',
  );
  expect(companies.items.filter((item) => item.name === company)).toHaveLength(2);

  await page.goto('/documents?kind=invoice');
  const row = page.getByTestId('document-row').filter({ hasText: invoice.number });
  await expect(row).toContainText('S$127.50');
  await row.getByRole('link', { name: invoice.number }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByTestId('document-totals')).toContainText(/Total\s*S\$127\.50/);
  await expect(page.getByRole('cell', { name: 'Durian crates' })).toBeVisible();
});

test('an archive that is no Kira archive is refused with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, inbox(), {
    stamp: Date.now(),
    who: 'Wrong File',
    uenPrefix: '2024',
  });
  await page.goto('/companies/new');
  const importing = page.getByTestId('import-company');
  await chooseArchive(page, {
    name: 'not-an-archive.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('these are not the bytes of a ZIP file'),
  });
  await importing.getByRole('button', { name: 'Import company' }).click();
  await expect(importing.getByRole('alert')).toContainText(
    'The file is not a complete ZIP archive',
  );
  await expect(importing.getByRole('button', { name: 'Import company' })).toBeEnabled();
});
