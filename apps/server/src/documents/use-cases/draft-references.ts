import type { DocumentLineInput } from '@kira/core/documents';
import { and, eq, inArray } from 'drizzle-orm';
import { contacts, documents, products } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { assertOwnContactsInvoice } from '../money-events.ts';
import type { DocumentRow } from '../store/document-rows.ts';
import type { DraftValues } from '../store/draft-rows.ts';

export const noSuchContact = (contactId: string) =>
  new AppError('VALIDATION_FAILED', `No contact ${contactId} in this company`, [
    { field: 'body.contactId', message: 'No such contact' },
  ]);

/** The draft's fields that must point at this company's records. */
export async function checkReferences(t: TenantSession, values: Partial<DraftValues>) {
  if (values.contactId) {
    const found = await t.tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(t.owns(contacts.tenantId), eq(contacts.id, values.contactId)));
    if (found.length === 0) throw noSuchContact(values.contactId);
  }
  await checkProducts(t, values.lines ?? []);
}

export async function checkProducts(t: TenantSession, lines: readonly DocumentLineInput[]) {
  const productIds = [
    ...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : []))),
  ];
  if (productIds.length > 0) {
    const found = await t.tx
      .select({ id: products.id })
      .from(products)
      .where(and(t.owns(products.tenantId), inArray(products.id, productIds)));
    const missing = productIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        `No product or service ${missing[0]} in this company`,
      );
  }
}

/**
 * A receipt's allocations: each names an invoice of this company once and, when the receipt
 * has its contact, an invoice of that contact (see `assertOwnContactsInvoice`).
 */
export async function checkAllocations(
  t: TenantSession,
  receipt: Pick<DocumentRow, 'contactId'>,
  allocations: readonly { invoiceId: string }[],
) {
  if (allocations.length === 0) return;
  const invoiceIds = allocations.map((a) => a.invoiceId);
  if (new Set(invoiceIds).size !== invoiceIds.length)
    throw new AppError('VALIDATION_FAILED', 'An invoice appears twice in the allocations');
  const invoices = await t.tx
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      contactId: documents.contactId,
    })
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, invoiceIds)));
  for (const id of invoiceIds) {
    const invoice = invoices.find((row) => row.id === id && row.kind === 'invoice');
    if (!invoice) throw new AppError('VALIDATION_FAILED', `No invoice ${id} in this company`);
    if (receipt.contactId) assertOwnContactsInvoice(receipt, invoice);
  }
}
