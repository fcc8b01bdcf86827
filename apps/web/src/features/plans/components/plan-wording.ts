import type { PlanLimits } from '@kira/core/plans';
import { bytesToMegabytes, formatMegabytes } from '@kira/core/plans';
import type { Subscription } from '@kira/core/plans-api';

/** A plan's limits in words, one line each: "3 users", "Unlimited documents a month". */
export function limitLines(limits: PlanLimits): string[] {
  return [
    limits.users === null ? 'Unlimited users' : `Up to ${limits.users} users`,
    limits.documentsPerMonth === null
      ? 'Unlimited documents a month'
      : `${limits.documentsPerMonth} documents a month`,
    `${formatMegabytes(limits.storageMb)} of attachments`,
  ];
}

/** The company's use of its plan: "2 of 3 users", "12 of 50 documents this month". */
export function usageLines({ usage, limits }: Subscription): string[] {
  const of = (used: number, limit: number | null, what: string) =>
    limit === null ? `${used} ${what}, no limit` : `${used} of ${limit} ${what}`;
  return [
    of(usage.users, limits.users, usage.users === 1 && limits.users === null ? 'user' : 'users'),
    of(usage.documentsThisMonth, limits.documentsPerMonth, 'documents this month'),
    `${formatMegabytes(bytesToMegabytes(usage.storageBytes))} of ${formatMegabytes(limits.storageMb)} of attachments`,
  ];
}

/** "S$29 a month" for the whole company; "Free" when it costs nothing. */
export function priceText(monthlyPriceSgd: string): string {
  const [whole, cents] = monthlyPriceSgd.split('.');
  if (/^0*$/.test(whole ?? '') && /^0*$/.test(cents ?? '')) return 'S$0';
  return cents && !/^0*$/.test(cents) ? `S$${whole}.${cents}` : `S$${whole}`;
}

/** "27 days left" of a trial. */
export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}
