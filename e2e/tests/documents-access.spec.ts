import { expect, type Page, test } from '@playwright/test';
import {
  api,
  createCustomer,
  createQuotation,
  openDocumentId,
  ownerWithCompany,
} from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';
import { inviteMember, joinThroughInvite } from '../helpers/members.ts';
import { signUpVerified } from '../helpers/sign-up.ts';

const inbox = useInbox();

/**
 * Every button that would change a document, send it or start one from it (reading its PDF
 * is for readers too).
 */
const CHANGE_ACTIONS = [
  'Save draft',
  'Issue',
  'Accept',
  'Decline',
  'Complete',
  'Mark delivered',
  'Mark received',
  'Send by e-mail',
  'Record payment',
  'Issue credit note',
  'Duplicate',
  'Void',
  'Delete draft',
  /^Convert to/,
];

/** The open document's read view is shown, and offers none of the actions above. */
async function expectNothingToChange(page: Page) {
  await expect(page.getByTestId('document-view')).toBeVisible();
  for (const name of CHANGE_ACTIONS)
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveCount(0);
}

test('a member with sales read sees and opens quotations, with no action to change them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { company } = await ownerWithCompany(page, inbox(), {
    stamp,
    who: 'Goh Mei Ling',
    uenPrefix: '2025',
  });
  const customer = await createCustomer(page, `Bak Kut Teh House ${stamp}`);
  const issued = await createQuotation(page, {
    contactId: customer.id,
    description: 'Catering for 20',
  });
  await createQuotation(page, {
    contactId: customer.id,
    description: 'Catering for 50',
    issue: false,
  });
  // The owner is offered the actions, so their absence below is the level's doing.
  await page.goto(`/document/${issued.id}`);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Invoice' })).toBeVisible();

  const link = await inviteMember(page, inbox(), {
    email: `reader.${stamp}@example.sg`,
    levels: { Sales: 'read' },
  });
  const reader = await joinThroughInvite(browser, { link, name: 'Tan Ah Kow', company });

  await reader.goto('/documents?kind=quotation');
  const rows = reader.getByTestId('document-row');
  await expect(rows).toHaveCount(2);
  await expect(reader.getByRole('link', { name: 'New quotation' })).toHaveCount(0);
  expect(issued.number).toMatch(/^QUO-\d+$/);
  await rows.getByRole('link', { name: issued.number as string }).click();
  await expect(reader.getByRole('heading', { name: `Quotation ${issued.number}` })).toBeVisible();
  await expect(reader.getByTestId('document-view')).toContainText('Catering for 20');
  await expectNothingToChange(reader);

  // A draft opens as a read view too, not in the editor.
  await reader.goBack();
  await rows.getByRole('link', { name: 'Draft' }).click();
  await expect(reader.getByRole('heading', { name: 'Quotation (draft)' })).toBeVisible();
  await expect(reader.getByTestId('document-view')).toContainText('Catering for 50');
  await expectNothingToChange(reader);
  const draftId = openDocumentId(reader);

  // Nothing to make either; and the server refuses what the screens do not offer.
  await reader.goto('/document/');
  await expect(
    reader.getByTestId('kind-picker').getByRole('button', { name: 'Quotation' }),
  ).toBeDisabled();
  await api(reader, 'POST', `/api/documents/${issued.id}/accept`, { status: 403 });
  await api(reader, 'POST', `/api/documents/${draftId}/issue`, { status: 403 });
  await reader.context().close();
});

test("the demo company's documents can be read and refuse changes", async ({ page }) => {
  // The server seeds the demo's documents in the background once it listens (7-14 s on
  // PGlite, docs/documents.md): the first look may wait for them.
  test.setTimeout(240_000);
  const stamp = Date.now();
  // A new user sees the demo showcase until they make a company.
  await signUpVerified(page, inbox(), {
    name: 'Wong Kai Ming',
    email: `visitor.${stamp}@example.sg`,
  });
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          '/api/documents?kind=invoice&status=partially_paid',
          {
            timeout: 200_000,
          },
        );
        expect(response.status()).toBe(200);
        return ((await response.json()) as { total: number }).total;
      },
      { timeout: 200_000, message: "the demo's part-paid invoices" },
    )
    .toBeGreaterThan(0);

  await page.goto('/documents?kind=invoice&status=partially_paid');
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New invoice' })).toHaveCount(0);
  // The newest first (the list's default order).
  const number = page.getByTestId('document-row').first().getByRole('link');
  const invoiceNumber = ((await number.textContent()) ?? '').trim();
  expect(invoiceNumber).toMatch(/^INV-\d+$/);
  await number.click();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByTestId('document-totals')).toContainText('Balance due');
  await expectNothingToChange(page);
  // Asked directly, the server refuses a payment with the showcase's message.
  const refused = await api<{ error: { code: string; message: string } }>(
    page,
    'POST',
    `/api/documents/${openDocumentId(page)}/payments`,
    { data: { amount: '1.00' }, status: 403 },
  );
  expect(refused.error.message).toContain('read-only showcase');

  // One of the drafts on the desk: a read view, not the editor.
  await page.goto('/documents?kind=quotation&status=draft');
  await page.getByTestId('document-row').first().getByRole('link', { name: 'Draft' }).click();
  await expect(page.getByRole('heading', { name: 'Quotation (draft)' })).toBeVisible();
  await expectNothingToChange(page);

  // Nothing can be made: the kinds are disabled and say why; typed in, the editor is refused.
  await page.goto('/document/');
  const invoice = page.getByTestId('kind-picker').getByRole('button', { name: 'Invoice' });
  await expect(invoice).toBeDisabled();
  await expect(page.getByTestId('kind-picker')).toContainText('read-only showcase');
  await page.goto('/document/?kind=invoice');
  await expect(page.getByRole('alert')).toContainText('read-only showcase');
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
});
