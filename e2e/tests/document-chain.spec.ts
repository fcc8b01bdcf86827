import { expect, type Page, test } from '@playwright/test';
import { fillLine, lineField, newContactInline, ownerWithCompany } from '../helpers/documents.ts';
import { useInbox } from '../helpers/inbox.ts';

const inbox = useInbox();

/** Issues the draft open in the editor; gives the number the server gave it. */
async function issueDraft(page: Page, kind: string, prefix: string): Promise<string> {
  await page.getByRole('button', { name: 'Issue' }).click();
  const heading = page.getByRole('heading', { name: new RegExp(`^${kind} ${prefix}-\\d+`) });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').slice(kind.length + 1).trim();
}

test('a service order completed, converted to a delivery order and to an invoice, each issued; the chain links them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await ownerWithCompany(page, inbox(), { stamp, who: 'Raj Kumar', uenPrefix: '2023' });
  const chain = page.getByTestId('chain-link');

  await page.goto('/document/?kind=service');
  await newContactInline(page, `Cool Air Condo MCST ${stamp}`);
  await fillLine(page, 1, {
    Description: 'Aircon servicing, per unit',
    Quantity: '3',
    'Unit price': '80',
  });
  await expect(page.getByTestId('total-Total')).toHaveText('S$240.00');
  const serviceNumber = await issueDraft(page, 'Service Order', 'SO');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('The service order is now completed.')).toBeVisible();

  // A service order becomes a delivery order (its lines copied), which is issued and delivered.
  await page.getByRole('button', { name: 'Convert to Delivery Order' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Order (draft)' })).toBeVisible();
  await expect(lineField(page, 1, 'Description')).toHaveValue('Aircon servicing, per unit');
  const deliveryNumber = await issueDraft(page, 'Delivery Order', 'DO');
  await expect(chain).toHaveCount(1);
  await expect(chain).toContainText('Created from');
  await expect(chain).toContainText(`Service Order ${serviceNumber}`);
  // A delivery order converts into nothing (CONVERSIONS: the invoice comes from the service order).
  await expect(page.getByRole('button', { name: /^Convert to/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('The delivery order is now delivered.')).toBeVisible();

  // Back to the service order through the chain, and on to the invoice.
  await chain.getByRole('link', { name: `Service Order ${serviceNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Service Order ${serviceNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Convert to Invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice (draft)' })).toBeVisible();
  await expect(page.getByTestId('total-Total')).toHaveText('S$240.00');
  const invoiceNumber = await issueDraft(page, 'Invoice', 'INV');
  await expect(chain).toHaveCount(1);
  await expect(chain).toContainText('Created from');
  await expect(chain).toContainText(`Service Order ${serviceNumber}`);

  // The service order lists both documents made from it, each with its status.
  await chain.getByRole('link', { name: `Service Order ${serviceNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Service Order ${serviceNumber}` })).toBeVisible();
  await expect(chain).toHaveCount(2);
  const delivery = chain.filter({ hasText: `Delivery Order ${deliveryNumber}` });
  await expect(delivery).toContainText('Converted into');
  await expect(delivery).toContainText('Delivered');
  const invoice = chain.filter({ hasText: `Invoice ${invoiceNumber}` });
  await expect(invoice).toContainText('Converted into');
  await expect(invoice).toContainText('Issued');
  await invoice.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
});
