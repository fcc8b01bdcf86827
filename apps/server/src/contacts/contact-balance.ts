import type { ContactBalance, CurrencyBalance } from '@kira/core/contacts';
import { formatMoney, sumMoney } from '@kira/core/money';
import type { Access } from '@kira/core/permissions';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import type { TenantSession } from '../db/tenant-scope.ts';
import { type OpenFigures, openBalances, openTotalsSgd } from './open-balances.ts';

const NOTHING: ContactBalance = { currency: 'SGD', owed: '0.00', credit: '0.00' };

/** A contact's balances as its answer carries them; null for a user who may not read them. */
export interface ContactBalances {
  balance: ContactBalance | null;
  balances: CurrencyBalance[] | null;
}

/**
 * What contacts owe and have in credit (docs/contacts-products.md; the one definition is
 * `openBalances`): `balance` in SGD, each document at its own rate, to the cent; `balances`
 * each currency apart, in its own currency. `owed` the open invoices; `credit` what of the
 * receipts and credit notes is not used yet. Each contact gets its balances, read for all of
 * them in one query; null for each when the user may not read invoices, which are finance's
 * while the contact book is not. The contacts are answers just built for this request: each is
 * completed in place.
 */
export async function withBalances<T extends { id: string }>(
  access: Access,
  t: TenantSession,
  contacts: T[],
): Promise<(T & ContactBalances)[]> {
  if (!mayReadBalances(access))
    return contacts.map((contact) => Object.assign(contact, { balance: null, balances: null }));
  const open = await openBalances(t, {
    at: null,
    today: '2000-01-01', // ageing is not read here
    contactIds: contacts.map((contact) => contact.id),
  });
  return contacts.map((contact) =>
    Object.assign(contact, balancesOf([...(open.get(contact.id)?.values() ?? [])])),
  );
}

/** `withBalances` for one contact. */
export async function withBalance<T extends { id: string }>(
  access: Access,
  t: TenantSession,
  contact: T,
): Promise<T & ContactBalances> {
  const [answered] = await withBalances(access, t, [contact]);
  return answered as T & ContactBalances;
}

/** The balances of a contact made a moment ago: no document can refer to it yet. */
export function balancesOfNewContact(access: Access): ContactBalances {
  return mayReadBalances(access)
    ? { balance: NOTHING, balances: [] }
    : { balance: null, balances: null };
}

export function mayReadBalances(access: Access): boolean {
  return decideListDocuments(access, 'invoice').allowed;
}

function balancesOf(figures: OpenFigures[]): ContactBalances {
  const sorted = [...figures].sort((a, b) =>
    a.currency === 'SGD' ? -1 : b.currency === 'SGD' ? 1 : a.currency.localeCompare(b.currency),
  );
  return {
    balance: {
      currency: 'SGD',
      owed: formatMoney(sumMoney(figures.map((f) => f.owedSgd))),
      credit: formatMoney(sumMoney(figures.map((f) => f.creditSgd))),
    },
    balances: sorted.map(({ currency, owed, credit }) => ({ currency, owed, credit })),
  };
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
 * to the cent): `openBalances`' rows now, aged at `today`, added up by the database.
 */
export async function receivablesOf(t: TenantSession, today: string): Promise<Receivables> {
  const { owedSgd, overdueSgd } = await openTotalsSgd(t, today);
  return { outstanding: formatMoney(owedSgd), overdue: formatMoney(overdueSgd) };
}
