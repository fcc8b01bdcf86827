import { compareMoney, formatMoney, subtractMoney } from '@kira/core/money';
import { and, eq, inArray } from 'drizzle-orm';
import { contacts, documents } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';

type DocumentRow = typeof documents.$inferSelect;

import { AppError } from '../http/app-error.ts';

/** 404 unless the company has this contact. */
export async function assertContactExists(t: TenantSession, contactId: string): Promise<void> {
  const [found] = await t.tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, contactId)));
  if (!found) throw new AppError('NOT_FOUND', `No contact ${contactId}`);
}

/** The invoices, their rows locked in id order until the transaction ends. */
export async function lockInvoices(t: TenantTransaction, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return t.tx
    .select()
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, [...ids])))
    .orderBy(documents.id)
    .for('update');
}

/**
 * The rules of credit going to an invoice (409 with the reason, 404 for none of this company):
 * the contact's own, issued or partly paid, in the credit's currency, and no more than its
 * balance.
 */
export function assertTakesCredit(
  invoice: DocumentRow | undefined,
  { invoiceId, amount, contactId }: { invoiceId: string; amount: string; contactId: string },
  what: 'credit' | 'payment' = 'credit',
): DocumentRow {
  if (invoice?.kind !== 'invoice') throw new AppError('NOT_FOUND', `No invoice ${invoiceId}`);
  const name = `Invoice ${invoice.number ?? invoice.id}`;
  const refuse = (message: string) =>
    new AppError('CONFLICT', message, [{ field: 'allocations', message }]);
  if (invoice.contactId !== contactId)
    throw refuse(
      `${name} is another contact's: a contact's ${what} goes only to its own invoices.`,
    );
  if (invoice.status === 'void') throw refuse(`${name} is void: it takes no ${what}.`);
  if (invoice.status === 'draft') throw refuse(`${name} is not issued yet: it takes no ${what}.`);
  if (invoice.status === 'paid') throw refuse(`${name} is already paid: it takes no ${what}.`);
  const balance = subtractMoney(invoice.payable, invoice.settled);
  if (compareMoney(amount, balance) > 0)
    throw refuse(
      `${invoice.currency} ${formatMoney(amount)} is more than the balance of ${name} (${invoice.currency} ${formatMoney(balance)}).`,
    );
  return invoice;
}
