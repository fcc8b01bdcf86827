import type { ContactBalance } from '@kira/core/contacts';
import type { Access } from '@kira/core/permissions';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

const NOTHING: ContactBalance = { currency: 'SGD', owed: '0.00', credit: '0.00' };

// What a document leaves open, in SGD at its own rate, to the cent: an invoice's balance; what
// of a receipt or a credit note is not used (allocated, credited to its invoice, applied to
// others or refunded: its `settled`).
const openInSgd = sql`round((${documents.payable} - ${documents.settled}) * ${documents.exchangeRate}, 2)`;
const sumOfOpen = (which: SQL) =>
  sql<string>`coalesce(sum(${openInSgd}) filter (where ${which}), 0)::numeric(14,2)::text`;
const isOwed = sql`${documents.kind} = 'invoice'`;
const isCredit = sql`${documents.kind} in ('receipt', 'credit')`;
/** The documents a balance reads: issued (or partly paid) invoices, receipts and credit notes. */
const openDocuments = () =>
  and(
    inArray(documents.kind, ['invoice', 'receipt', 'credit']),
    inArray(documents.status, ['issued', 'partially_paid']),
  );

/**
 * The one definition of what a contact owes and has in credit (docs/contacts-products.md):
 * `owed` the balances of its issued and partly paid invoices; `credit` what of its issued
 * receipts and credit notes is not used yet (their `settled` counts what they allocated,
 * credited, applied and refunded). Each contact gets its balance, read for
 * all of them in one query; null for each when the user may not read invoices, which are
 * finance's while the contact book is not. The contacts are answers just built for this
 * request: each is completed in place.
 */
export async function withBalances<T extends { id: string }>(
  access: Access,
  t: TenantSession,
  contacts: T[],
): Promise<(T & { balance: ContactBalance | null })[]> {
  if (!mayReadBalances(access))
    return contacts.map((contact) => Object.assign(contact, { balance: null }));
  const balances = await balancesOf(
    t,
    contacts.map((contact) => contact.id),
  );
  return contacts.map((contact) =>
    Object.assign(contact, { balance: balances.get(contact.id) ?? NOTHING }),
  );
}

/** `withBalances` for one contact. */
export async function withBalance<T extends { id: string }>(
  access: Access,
  t: TenantSession,
  contact: T,
): Promise<T & { balance: ContactBalance | null }> {
  const [answered] = await withBalances(access, t, [contact]);
  return answered as T & { balance: ContactBalance | null };
}

/** The balance of a contact made a moment ago: no document can refer to it yet. */
export function balanceOfNewContact(access: Access): ContactBalance | null {
  return mayReadBalances(access) ? NOTHING : null;
}

function mayReadBalances(access: Access): boolean {
  return decideListDocuments(access, 'invoice').allowed;
}

async function balancesOf(
  t: TenantSession,
  contactIds: string[],
): Promise<Map<string, ContactBalance>> {
  if (contactIds.length === 0) return new Map();
  const rows = await t.tx
    .select({
      contactId: documents.contactId,
      owed: sumOfOpen(isOwed),
      credit: sumOfOpen(isCredit),
    })
    .from(documents)
    .where(
      and(t.owns(documents.tenantId), inArray(documents.contactId, contactIds), openDocuments()),
    )
    .groupBy(documents.contactId);
  const balances = new Map<string, ContactBalance>();
  for (const { contactId, owed, credit } of rows)
    if (contactId) balances.set(contactId, { currency: 'SGD', owed, credit });
  return balances;
}

/** What the company's contacts owe together, and the part of it past its due date. */
export interface Receivables {
  /** The sum of every contact's `owed`, in SGD. */
  outstanding: string;
  /** Of it, what invoices due before `today` leave open. */
  overdue: string;
}

/**
 * The company's receivables by the same definition as each contact's balance (so the two agree
 * to the cent): one query over the company's open documents.
 */
export async function receivablesOf(t: TenantSession, today: string): Promise<Receivables> {
  const [row] = await t.tx
    .select({
      outstanding: sumOfOpen(isOwed),
      overdue: sumOfOpen(sql`${isOwed} and ${documents.dueDate} < ${today}`),
    })
    .from(documents)
    // Only invoices are owed: the other open documents (credits) need not be read.
    .where(and(t.owns(documents.tenantId), eq(documents.kind, 'invoice'), openDocuments()));
  return row ?? { outstanding: '0.00', overdue: '0.00' };
}
