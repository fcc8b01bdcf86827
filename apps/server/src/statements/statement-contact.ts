import type { StatementContact } from '@kira/core/statements';
import { and, eq } from 'drizzle-orm';
import { contacts } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { companyContextOf, snapshotOf } from '../documents/company-reads.ts';
import type { Numbering } from '../documents/numbering.ts';
import { AppError } from '../http/app-error.ts';

/** A statement's contact as printed, its addresses, and how the company numbers statements. */
export interface StatementParty {
  contact: StatementContact;
  emails: string[];
  numbering: Numbering;
}

/** The contact a statement is for, in the caller's company (404 for another company's). */
export async function statementPartyOf(
  t: TenantSession,
  contactId: string,
): Promise<StatementParty> {
  const { contact, numbering } = await companyContextOf(t, { contactId, kind: 'statement' });
  if (!contact || !numbering) throw new AppError('NOT_FOUND', `No contact ${contactId}`);
  const printed = snapshotOf(contact);
  return {
    contact: { name: printed.name, uen: printed.uen, addressLines: printed.address },
    emails: contact.emails,
    numbering,
  };
}

/** Locks the contact's row: one statement of a contact is kept at a time. */
export async function lockStatementContact(t: TenantTransaction, contactId: string): Promise<void> {
  const [row] = await t.tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, contactId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No contact ${contactId}`);
}
