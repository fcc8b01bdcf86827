import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { DocumentLineInput } from '@kira/core/documents';
import { paysThroughAccount } from '@kira/core/money-kinds';
import { and, eq, inArray } from 'drizzle-orm';
import { contacts, documents, products } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { accountForPayment } from '../../money-accounts/money-accounts-store.ts';
import { assertMaySettle, type Settling } from '../money-events.ts';
import type { DocumentRow } from '../store/document-rows.ts';
import type { DraftValues } from '../store/draft-rows.ts';

export const noSuchContact = (contactId: string) =>
  new AppError('VALIDATION_FAILED', `No contact ${contactId} in this company`, [
    { field: 'body.contactId', message: 'No such contact' },
  ]);

/**
 * A draft's account: only a receipt or a refund names one (money went in or out through it),
 * and it must be one of the company's open accounts (`accountForPayment`: 400 or 409).
 */
export async function checkAccount(
  t: TenantSession,
  kind: DocumentKind,
  accountId: string | null | undefined,
): Promise<void> {
  if (!accountId) return;
  if (!paysThroughAccount(kind)) {
    const message = 'Only a receipt or a refund goes through a bank or cash account.';
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'accountId', message }]);
  }
  await accountForPayment(t, accountId);
}

/** A refund pays back credit, which carried no GST of its own: its lines are out of scope. */
export function outOfScopeWhenRefund<Line extends { taxCode: string }>(
  kind: DocumentKind,
  lines: Line[],
): Line[] {
  return kind === 'refund' ? lines.map((line) => ({ ...line, taxCode: 'OS' })) : lines;
}

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
 * What a receipt or a credit note draft settles, as it is written: a receipt's allocations each
 * name an invoice of this company once, a credit note settles its source; and each invoice is
 * one it may settle (`assertMaySettle`: its contact's, in its currency).
 */
export async function checkSettled(
  t: TenantSession,
  draft: Settling & Pick<DocumentRow, 'sourceId'>,
  allocations: readonly { invoiceId: string }[],
) {
  const invoiceIds =
    draft.kind === 'credit'
      ? draft.sourceId
        ? [draft.sourceId]
        : []
      : allocations.map((a) => a.invoiceId);
  if (invoiceIds.length === 0) return;
  if (new Set(invoiceIds).size !== invoiceIds.length)
    throw new AppError('VALIDATION_FAILED', 'An invoice appears twice in the allocations');
  const invoices = await t.tx
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      contactId: documents.contactId,
      currency: documents.currency,
    })
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, invoiceIds)));
  for (const id of invoiceIds) {
    const invoice = invoices.find((row) => row.id === id && row.kind === 'invoice');
    if (!invoice) throw new AppError('VALIDATION_FAILED', `No invoice ${id} in this company`);
    assertMaySettle(draft, invoice);
  }
}
