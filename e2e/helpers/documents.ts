import { expect, type Page } from '@playwright/test';
import type { Inbox } from '../../apps/server/test/helpers/smtp-inbox.ts';
import { createCompany } from './company.ts';
import { signUpVerified } from './sign-up.ts';
import { localCompanyUen } from './uen.ts';

/**
 * A new owner with a company of their own (the demo is read-only), named after `stamp`:
 * signs up, verifies, creates the company. Gives the company's name and UEN.
 */
export async function ownerWithCompany(
  page: Page,
  inbox: Inbox,
  { stamp, who, uenPrefix }: { stamp: number; who: string; uenPrefix: string },
): Promise<{ company: string; uen: string; email: string }> {
  const email = `${who.toLowerCase().replace(/\W+/g, '.')}.${stamp}@example.sg`;
  await signUpVerified(page, inbox, { name: who, email });
  const { uen } = localCompanyUen(`${uenPrefix}${String(stamp).slice(-5)}`);
  const company = `${who} Trading ${stamp} Pte. Ltd.`;
  await createCompany(page, company, uen);
  return { company, uen, email };
}

/** A line of the editor (1-based): the card named `Line n`. */
export function lineCard(page: Page, n: number) {
  return page.getByRole('group', { name: `Line ${n}` });
}

/**
 * A field of line `n` by its column, as the grid and the cards both name it:
 * `lineField(page, 2, 'Description')` is the field "Description, line 2".
 */
export function lineField(page: Page, n: number, column: string) {
  return lineCard(page, n).getByLabel(`${column}, line ${n}`, { exact: true });
}

/** Fills line `n` of the editor, field by column. */
export async function fillLine(page: Page, n: number, line: Record<string, string>) {
  for (const [column, value] of Object.entries(line)) {
    await lineField(page, n, column).fill(value);
  }
}

/** Finds a product by its code in line `n`'s product search and picks it. */
export async function pickProduct(page: Page, n: number, product: { code: string; name: string }) {
  await lineField(page, n, 'Product').fill(product.code);
  await page.getByRole('option', { name: `${product.code} · ${product.name}` }).click();
}

/** Makes a customer with the editor's New contact, without leaving the document. */
export async function newContactInline(page: Page, name: string) {
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The id of the document open at /document/{id}. */
export function openDocumentId(page: Page): string {
  const id = /\/document\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id, `a document's page, not ${page.url()}`).toBeTruthy();
  return id as string;
}

/** An amount as the screens show it (`S$1,234.50`, `-S$5.00`) as the API writes it (`1234.50`). */
export function shownAmount(text: string | null): string {
  return (text ?? '').replace(/[^0-9.]/g, '');
}

/**
 * A call to the API with the page's session (its cookies), checked to answer `status`, so a
 * 500 cannot pass for the step; gives the answer's JSON.
 */
export async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  { data, status = method === 'POST' ? 201 : 200 }: { data?: unknown; status?: number } = {},
): Promise<T> {
  const response = await page.request.fetch(path, { method, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A customer made through the API. */
export async function createCustomer(page: Page, name: string): Promise<{ id: string }> {
  return api(page, 'POST', '/api/contacts', { data: { role: 'customer', name } });
}

/** A product made through the API, as the Product List screen would. */
export async function createProduct(
  page: Page,
  product: { code: string; name: string; sellingPrice: string; unit: string; description?: string },
): Promise<{ id: string }> {
  return api(page, 'POST', '/api/products', { data: product });
}

/** A quotation made through the API: a draft, issued unless `issue` is false. */
export async function createQuotation(
  page: Page,
  {
    contactId,
    description,
    issue = true,
  }: { contactId: string; description: string; issue?: boolean },
): Promise<{ id: string; number: string | null }> {
  const draft = await api<{ id: string; number: string | null }>(page, 'POST', '/api/documents', {
    data: {
      kind: 'quotation',
      contactId,
      lines: [{ description, quantity: '2', unitPrice: '45.00', taxCode: 'SR' }],
    },
  });
  if (!issue) return draft;
  return api(page, 'POST', `/api/documents/${draft.id}/issue`, { status: 200 });
}
