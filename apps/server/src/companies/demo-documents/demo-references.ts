import { and, asc, eq } from 'drizzle-orm';
import { contacts, products } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';

/** The demo's own ids for the contacts and products the plan names. */
export interface DemoReferences {
  contactId(name: string | null): string | null;
  productId(code: string | null): string | null;
}

/**
 * The demo's contact book and price list as they are now. A developer may have changed them
 * before the documents are first seeded: a contact the plan names that is gone is replaced by
 * the book's first contact (by name), a product that is gone leaves its line as plain text.
 * Null when the book is empty: there is no one to write documents to.
 */
export async function demoReferences(t: TenantSession): Promise<DemoReferences | null> {
  const book = await t.tx
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.archived, false)))
    .orderBy(asc(contacts.name), asc(contacts.id));
  const fallback = book[0]?.id;
  if (!fallback) return null;
  const list = await t.tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(t.owns(products.tenantId));
  const contactIds = new Map(book.map((contact) => [contact.name, contact.id]));
  const productIds = new Map(list.map((product) => [product.code, product.id]));
  return {
    contactId: (name) => (name === null ? null : (contactIds.get(name) ?? fallback)),
    productId: (code) => (code === null ? null : (productIds.get(code) ?? null)),
  };
}
