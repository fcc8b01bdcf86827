import { formatDisplayDate } from './format/dates.ts';
import { compareMoney, formatMoney, toMoney } from './money.ts';
import { emptyAgeing } from './statement-ageing.ts';
import type {
  AgeingBuckets,
  CurrencyStatement,
  StatementContact,
  StatementContent,
  StatementLine,
  StatementLineKind,
} from './statements.ts';

/** A document a statement lists: issued, not void, dated in the period. */
export interface StatementEntry {
  date: string;
  documentId: string;
  kind: StatementLineKind;
  number: string;
  dueDate: string | null;
  currency: string;
  /** Its amount (what is payable), above zero; the kind says which way it moves the balance. */
  amount: string;
}

/** What a statement is built from, every amount read at once by the server. */
export interface StatementFigures {
  contactId: string;
  contact: StatementContact;
  from: string;
  to: string;
  /** Per currency, the balance at the start of `from` (what the documents before it leave). */
  openings: readonly { currency: string; amount: string }[];
  /** The documents dated from `from` to `to`, in the order they happened (date, then issue). */
  entries: readonly StatementEntry[];
  /** Per currency, at the end of `to`: the open invoices by age, and the credit not used. */
  open: readonly { currency: string; ageing: AgeingBuckets; unappliedCredit: string }[];
}

/** An amount as the database writes it, to the cent. */
const CENTS = /^\d+\.\d\d$/;

/** Invoices and refunds add to what the contact owes; credit notes and receipts take off. */
export function addsToBalance(kind: StatementLineKind): boolean {
  return kind === 'invoice' || kind === 'refund';
}

const TITLES: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  credit: 'Credit note',
  receipt: 'Payment received',
  refund: 'Refund paid',
};

function descriptionOf(entry: StatementEntry): string {
  const title = `${TITLES[entry.kind]} ${entry.number}`;
  return entry.kind === 'invoice' && entry.dueDate
    ? `${title}, due ${formatDisplayDate(entry.dueDate)}`
    : title;
}

/**
 * A contact's statement for a period: per currency (SGD first, then A to Z), the opening
 * balance, each document of the period in date order with the balance after it, the closing
 * balance and what is open at the end. Pure: the server reads the figures, this adds them up.
 * A contact with nothing at all gets an SGD statement of zeros.
 */
export function buildStatement(figures: StatementFigures): StatementContent {
  const currencies = new Set<string>();
  for (const { currency, amount } of figures.openings)
    if (compareMoney(amount, '0') !== 0) currencies.add(currency);
  for (const entry of figures.entries) currencies.add(entry.currency);
  for (const { currency, ageing, unappliedCredit } of figures.open)
    if (
      compareMoney(unappliedCredit, '0') !== 0 ||
      Object.values(ageing).some((amount) => compareMoney(amount, '0') !== 0)
    )
      currencies.add(currency);
  if (currencies.size === 0) currencies.add('SGD');
  const ordered = [...currencies].sort((a, b) =>
    a === 'SGD' ? -1 : b === 'SGD' ? 1 : a.localeCompare(b),
  );
  return {
    number: null,
    id: null,
    contactId: figures.contactId,
    contact: figures.contact,
    from: figures.from,
    to: figures.to,
    currencies: ordered.map((currency) => currencyStatement(figures, currency)),
    company: null,
    payNow: null,
  };
}

function currencyStatement(figures: StatementFigures, currency: string): CurrencyStatement {
  const opening = formatMoney(figures.openings.find((o) => o.currency === currency)?.amount ?? '0');
  // One running sum (amounts are whole cents: nothing to round until the end), written per line.
  let running = toMoney(opening);
  const lines: StatementLine[] = [];
  const entries = figures.entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.currency === currency)
    // Date order; documents of one day as the server gave them.
    .sort((a, b) =>
      a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.index - b.index,
    );
  for (const { entry } of entries) {
    const amount = CENTS.test(entry.amount) ? entry.amount : formatMoney(entry.amount);
    const adds = addsToBalance(entry.kind);
    running = adds ? running.plus(amount) : running.minus(amount);
    const balance = formatMoney(running);
    lines.push({
      date: entry.date,
      documentId: entry.documentId,
      kind: entry.kind,
      number: entry.number,
      description: descriptionOf(entry),
      debit: adds ? amount : '0.00',
      credit: adds ? '0.00' : amount,
      balance,
    });
  }
  const open = figures.open.find((o) => o.currency === currency);
  return {
    currency,
    opening,
    lines,
    closing: formatMoney(running),
    ageing: open?.ageing ?? emptyAgeing(),
    unappliedCredit: formatMoney(open?.unappliedCredit ?? '0'),
  };
}
