/**
 * The subscription plans (PRODUCT.md section 6, issue 37): each one price per company however
 * many users, cancellable anytime, its limits held here as data and enforced by the server.
 * `null` is unlimited. The storage limit is the company's attachment quota (docs/limits.md).
 */
import { PLAN_IDS, type PlanId } from './claims.ts';
import type { DocumentKind } from './document-lifecycle.ts';

export type { PlanId };

export interface PlanLimits {
  /** Members, counting invitations not yet accepted. */
  users: number | null;
  /** Quotations, invoices and service, delivery and purchase orders issued in a calendar month. */
  documentsPerMonth: number | null;
  /** Attachments' storage, in megabytes. */
  storageMb: number;
}

/** What a developer raised for one company above its plan (docs/plans.md). */
export type LimitOverrides = Partial<PlanLimits>;

export type LimitName = keyof PlanLimits;

/**
 * The kinds a plan's documents a month count, once issued. Receipts, credit notes, refunds,
 * expenses, statements, voids and payments are never held back.
 */
export const KINDS_COUNTED_A_MONTH: readonly DocumentKind[] = [
  'quotation',
  'invoice',
  'service',
  'delivery',
  'purchase',
];

/** A feature as the plans compare it: in the plan, not in it, or coming in a later release. */
export interface PlanFeature {
  name: string;
  availability: 'included' | 'not-included' | 'later';
}

export interface Plan {
  id: PlanId;
  name: string;
  /** For whom the plan is. */
  summary: string;
  /** The price a month for the whole company, in SGD, as a decimal string. */
  monthlyPriceSgd: string;
  limits: PlanLimits;
  features: PlanFeature[];
}

const everyPlan = (name: string): PlanFeature => ({ name, availability: 'included' });

const SHARED_FEATURES: PlanFeature[] = [
  everyPlan('Quotations, invoices, receipts, orders, credit notes and expenses'),
  everyPlan('PDFs with your letterhead and a PayNow QR'),
  everyPlan('Sending documents by e-mail'),
  everyPlan('Statements of account and aged receivables'),
  everyPlan('Access levels per department'),
  everyPlan('CSV import and export'),
];

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    summary: 'For a new business sending its first documents.',
    monthlyPriceSgd: '0.00',
    limits: { users: 3, documentsPerMonth: 50, storageMb: 100 },
    features: [
      ...SHARED_FEATURES,
      { name: 'InvoiceNow (Peppol) e-invoicing', availability: 'not-included' },
      { name: 'API keys and outbound webhooks', availability: 'not-included' },
    ],
  },
  team: {
    id: 'team',
    name: 'Team',
    summary: 'For a growing team that shares the paperwork.',
    monthlyPriceSgd: '29.00',
    limits: { users: 10, documentsPerMonth: 500, storageMb: 2048 },
    features: [
      ...SHARED_FEATURES,
      { name: 'InvoiceNow (Peppol) e-invoicing', availability: 'later' },
      { name: 'API keys and outbound webhooks', availability: 'not-included' },
    ],
  },
  business: {
    id: 'business',
    name: 'Business',
    summary: 'For established companies with more volume.',
    monthlyPriceSgd: '79.00',
    limits: { users: null, documentsPerMonth: null, storageMb: 10_240 },
    features: [
      ...SHARED_FEATURES,
      { name: 'InvoiceNow (Peppol) e-invoicing', availability: 'later' },
      { name: 'API keys and outbound webhooks', availability: 'later' },
    ],
  },
};

/** The plans from the smallest to the largest. */
export const PLAN_LIST: Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/** How long a new company's trial of Business runs. */
export const TRIAL_DAYS = 30;
/** From how many days before a trial's end administrators are told. */
export const TRIAL_NOTICE_DAYS = 3;

/** A company's plan as stored: the one chosen (or given), and a trial's end if one runs. */
export interface CompanyPlan {
  plan: PlanId;
  trialEndsAt: Date | null;
}

/**
 * The plan in force at `now`: Business while a trial runs; once it ended, Free (choosing a plan
 * ends the trial, so a trial still on record was never followed by a choice); else the plan.
 */
export function effectivePlan({ plan, trialEndsAt }: CompanyPlan, now: Date): PlanId {
  if (trialEndsAt === null) return plan;
  return now.getTime() < trialEndsAt.getTime() ? 'business' : 'free';
}

const DAY_MS = 86_400_000;

/** Whole days left of a trial, counting a part day as one; null when none runs. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number | null {
  if (trialEndsAt === null) return null;
  const left = trialEndsAt.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : null;
}

/** Whether administrators are told the trial ends soon. */
export function trialEndsSoon(trialEndsAt: Date | null, now: Date): boolean {
  const left = trialDaysLeft(trialEndsAt, now);
  return left !== null && left <= TRIAL_NOTICE_DAYS;
}

/** The limits in force: the plan's, each replaced by a developer's override when one is set. */
export function limitsOf(plan: PlanId, overrides: LimitOverrides = {}): PlanLimits {
  const limits = { ...PLANS[plan].limits };
  if (overrides.users !== undefined) limits.users = overrides.users;
  if (overrides.documentsPerMonth !== undefined)
    limits.documentsPerMonth = overrides.documentsPerMonth;
  if (overrides.storageMb !== undefined) limits.storageMb = overrides.storageMb;
  return limits;
}

/** Whether `value` may still grow by `adding` under `limit` (null: unlimited). */
export function withinLimit(limit: number | null, value: number, adding = 1): boolean {
  return limit === null || value + adding <= limit;
}

function larger(limit: number | null, than: number | null): boolean {
  if (than === null) return false;
  return limit === null || limit > than;
}

/** The smallest plan above `current` whose limit is above the one in force, or null. */
export function planLifting(limit: LimitName, current: PlanId, inForce: PlanLimits): Plan | null {
  const above = PLAN_LIST.slice(PLAN_IDS.indexOf(current) + 1);
  return above.find((plan) => larger(plan.limits[limit], inForce[limit])) ?? null;
}

/** A size in megabytes as people read it: `100 MB`, `2 GB`, `0.3 MB`. */
export function formatMegabytes(mb: number): string {
  if (mb >= 1024 && mb % 1024 === 0) return `${mb / 1024} GB`;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

export function bytesToMegabytes(bytes: number): number {
  return bytes / (1024 * 1024);
}

const LIMIT_WORDING: Record<LimitName, (amount: number | null) => string> = {
  users: (n) => (n === null ? 'unlimited users' : `${n} users`),
  documentsPerMonth: (n) =>
    n === null ? 'unlimited documents issued a month' : `${n} documents issued a month`,
  storageMb: (n) => `${formatMegabytes(n ?? 0)} of attachments`,
};

/** "The Team plan allows 500." or, when no plan lifts it, whom to ask. */
function liftedBy(limit: LimitName, current: PlanId, inForce: PlanLimits): string {
  const plan = planLifting(limit, current, inForce);
  if (!plan) return 'Ask Kira’s support to raise it.';
  return `The ${plan.name} plan allows ${LIMIT_WORDING[limit](plan.limits[limit])}.`;
}

/** What a refusal beyond a limit says and carries (the 402's message and details). */
export interface LimitRefusal {
  message: string;
  details: { limit: LimitName; allowed: number | null; plan: PlanId; liftedBy: PlanId | null };
}

function refusal(
  limit: LimitName,
  plan: PlanId,
  inForce: PlanLimits,
  situation: string,
): LimitRefusal {
  const name = PLANS[plan].name;
  return {
    message: `Your ${name} plan allows ${LIMIT_WORDING[limit](inForce[limit])}, ${situation} ${liftedBy(limit, plan, inForce)}`,
    details: {
      limit,
      allowed: inForce[limit],
      plan,
      liftedBy: planLifting(limit, plan, inForce)?.id ?? null,
    },
  };
}

/** An invitation beyond the plan's users (members and pending invitations). */
export function usersLimitRefusal(plan: PlanId, inForce: PlanLimits): LimitRefusal {
  return refusal(
    'users',
    plan,
    inForce,
    'counting invitations not yet accepted, and all are taken.',
  );
}

/** An issue beyond the month's documents. */
export function documentsLimitRefusal(plan: PlanId, inForce: PlanLimits): LimitRefusal {
  return refusal(
    'documentsPerMonth',
    plan,
    inForce,
    'counting quotations, invoices and service, delivery and purchase orders, and this month’s are used.',
  );
}

/** An attachment that does not fit in the plan's storage. */
export function storageLimitRefusal(
  plan: PlanId,
  inForce: PlanLimits,
  { usedBytes, addingBytes }: { usedBytes: number; addingBytes: number },
): LimitRefusal {
  const used = formatMegabytes(bytesToMegabytes(usedBytes));
  const adding = formatMegabytes(bytesToMegabytes(addingBytes));
  return refusal(
    'storageMb',
    plan,
    inForce,
    `and ${used} are used: a file of ${adding} does not fit (remove attachments you no longer need).`,
  );
}
