import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers/axe.ts';
import {
  api,
  createCustomer,
  fillLine,
  newContactInline,
  openDocumentId,
  ownerWithCompany,
} from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

const UNREADABLE = 'Not a date: type it as DD/MM/YYYY (27/11/2026) or 27 Nov 2026';

// A browser that writes dates month first: the app must still read and show them day first.
test.use({ locale: 'en-US' });

/** A date field by its label, its text typed and the field left. */
async function typeDate(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(text);
  await field.press('Tab');
  return field;
}

test('under an en-US browser, 03/04/2026 typed as an issue date is 3 April; 27 Nov 2026 is read; 31/02/2026 is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Chua Bee Lian', uenPrefix: '2025' });
  await page.goto('/document/?kind=invoice');
  await newContactInline(page, `Prata House ${stamp}`);
  await fillLine(page, 1, { Description: 'Roti prata, 50 pieces', 'Unit price': '60' });

  const issueDate = await typeDate(page, 'Issue date', '31/02/2026');
  await expect(issueDate).toHaveValue('31/02/2026');
  await expect(issueDate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(UNREADABLE)).toBeVisible();
  // Saving is refused too: the text goes to the server as typed, never the date before it.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /issue ?date/i })).toBeVisible();
  await expect(page).toHaveURL(/\/document\/\?kind=invoice$/);
  await expect(page.getByText(UNREADABLE)).toBeVisible();

  await typeDate(page, 'Issue date', '03/04/2026');
  await expect(issueDate).toHaveValue('03/04/2026');
  await expect(page.getByText(UNREADABLE)).toHaveCount(0);
  const dueDate = await typeDate(page, 'Due date', '27 Nov 2026');
  await expect(dueDate).toHaveValue('27/11/2026');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice (draft)' })).toBeVisible();
  const saved = await api<{ issueDate: string; dueDate: string | null }>(
    page,
    'GET',
    `/api/documents/${openDocumentId(page)}`,
  );
  expect({ issueDate: saved.issueDate, dueDate: saved.dueDate }).toEqual({
    issueDate: '2026-04-03',
    dueDate: '2026-11-27',
  });

  await page.reload();
  const reopened = page.getByRole('textbox', { name: 'Issue date', exact: true });
  await expect(reopened).toHaveValue('03/04/2026');
  await expect(page.getByRole('textbox', { name: 'Due date', exact: true })).toHaveValue(
    '27/11/2026',
  );

  // The calendar opens at the field's month, and a day picked there is written day first.
  await reopened.click();
  const pick = page.getByRole('button', { name: '10 April 2026', exact: true });
  await expect(pick).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'editor, the issue date calendar open');
  await pick.click();
  await expect(reopened).toHaveValue('10/04/2026');
});

test('under an en-US browser, a payment dated 5/4/2026 is received on 5 April, and the list filters by dates typed day first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Raj Kumar', uenPrefix: '2025' });
  const customer = await createCustomer(page, `Thosai Corner ${stamp}`);
  const draft = await api<{ id: string }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'invoice',
      contactId: customer.id,
      issueDate: '2026-04-03',
      lines: [{ description: 'Masala thosai, 20 sets', quantity: '1', unitPrice: '90.00' }],
    },
  });
  const invoice = await api<{ number: string }>(page, 'POST', `/api/documents/${draft.id}/issue`, {
    status: 200,
  });

  await page.goto(`/document/${draft.id}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog');
  const paidOn = payment.getByRole('textbox', { name: 'Date', exact: true });
  await paidOn.fill('5/4/2026');
  await paidOn.press('Tab');
  await expect(paidOn).toHaveValue('05/04/2026');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toHaveCount(0);
  const receipts = await api<{ items: { issueDate: string }[] }>(
    page,
    'GET',
    '/api/documents?kind=receipt',
  );
  expect(receipts.items.map((receipt) => receipt.issueDate)).toEqual(['2026-04-05']);

  await page.goto('/documents?kind=invoice');
  const row = page.getByTestId('document-row').filter({ hasText: invoice.number });
  await expect(row).toHaveCount(1);
  await typeDate(page, 'Issued from', '04/04/2026');
  await expect(page).toHaveURL(/from=2026-04-04/);
  await expect(row).toHaveCount(0);
  await typeDate(page, 'Issued from', '3 Apr 2026');
  await expect(page).toHaveURL(/from=2026-04-03/);
  await expect(row).toHaveCount(1);

  // Text that is not a date is refused beside the field and leaves the filter as it was.
  const to = await typeDate(page, 'Issued to', '2026-13-01');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(UNREADABLE)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]to=/);
  await expect(row).toHaveCount(1);
});

test('the audit log filters by dates typed day first, and a start after the end is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, inbox(), {
    stamp: Date.now(),
    who: 'Wong Mei Ling',
    uenPrefix: '2025',
  });
  await page.goto('/settings/audit');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();

  await typeDate(page, 'To', '1 January 2020');
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('01/01/2020');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  const from = await typeDate(page, 'From', '2/1/2020');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose 01/01/2020 or earlier')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.first()).toBeVisible();
});
