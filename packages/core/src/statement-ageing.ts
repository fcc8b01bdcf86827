import { addMoney, formatMoney, type MoneyInput, subtractMoney, sumMoney } from './money.ts';
import type { AgeingBuckets } from './statements.ts';

export type AgeingBucket = keyof AgeingBuckets;

/**
 * The five buckets of PRODUCT.md, by days past the due date at the statement's date, each up to
 * its `upTo` days (inclusive); the last has no end. The server's SQL groups by these same
 * bounds (contacts/open-balances.ts), so a report and a statement age alike.
 */
export const AGEING_BUCKETS: readonly { bucket: AgeingBucket; upTo: number | null }[] = [
  { bucket: 'current', upTo: 0 },
  { bucket: 'days1to30', upTo: 30 },
  { bucket: 'days31to60', upTo: 60 },
  { bucket: 'days61to90', upTo: 90 },
  { bucket: 'over90', upTo: null },
];

export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  days1to30: '1-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
};

/** Days from one `YYYY-MM-DD` date to another (negative when `to` is earlier). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / 86_400_000);
}

function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime();
}

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not due yet). */
export function ageingBucketOf(daysPastDue: number): AgeingBucket {
  for (const { bucket, upTo } of AGEING_BUCKETS)
    if (upTo === null || daysPastDue <= upTo) return bucket;
  return 'over90';
}

/**
 * The day an invoice is due, for ageing: its due date, or (without one) its issue date.
 */
export function dueDayOf(invoice: { dueDate: string | null; issueDate: string }): string {
  return invoice.dueDate ?? invoice.issueDate;
}

export function emptyAgeing(): AgeingBuckets {
  return {
    current: '0.00',
    days1to30: '0.00',
    days31to60: '0.00',
    days61to90: '0.00',
    over90: '0.00',
  };
}

/** Buckets with an amount added to one of them. */
export function addToAgeing(
  ageing: AgeingBuckets,
  bucket: AgeingBucket,
  amount: MoneyInput,
): AgeingBuckets {
  return { ...ageing, [bucket]: formatMoney(addMoney(ageing[bucket], amount)) };
}

/** Bucket by bucket, the sum of several. */
export function sumAgeing(all: readonly AgeingBuckets[]): AgeingBuckets {
  const total = emptyAgeing();
  for (const { bucket } of AGEING_BUCKETS)
    total[bucket] = formatMoney(sumMoney(all.map((ageing) => ageing[bucket])));
  return total;
}

/** What the buckets hold together: everything open. */
export function ageingTotal(ageing: AgeingBuckets): string {
  return formatMoney(sumMoney(AGEING_BUCKETS.map(({ bucket }) => ageing[bucket])));
}

/** What a contact owes net: the open invoices less the credit it has not used. */
export function netOwed(ageing: AgeingBuckets, unappliedCredit: MoneyInput): string {
  return formatMoney(subtractMoney(ageingTotal(ageing), unappliedCredit));
}

/**
 * Open invoices aged at `at`, per currency: each invoice's open amount in the bucket of its
 * days past due (`dueDayOf`).
 */
export function ageInvoices(
  at: string,
  invoices: readonly {
    currency: string;
    dueDate: string | null;
    issueDate: string;
    open: string;
  }[],
): Map<string, AgeingBuckets> {
  const byCurrency = new Map<string, AgeingBuckets>();
  for (const invoice of invoices) {
    const bucket = ageingBucketOf(daysFromTo(dueDayOf(invoice), at));
    const ageing = byCurrency.get(invoice.currency) ?? emptyAgeing();
    byCurrency.set(invoice.currency, addToAgeing(ageing, bucket, invoice.open));
  }
  return byCurrency;
}
