import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { PaymentMethod } from '@kira/core/enums';
import type { SeededRandom } from '@kira/core/seeded-random';
import { DEMO_COMPANY_SETTINGS } from '../demo-company-settings.ts';
import { DEMO_CONTACTS } from '../demo-contacts.ts';
import { addDays } from './plan-calendar.ts';
import type { DemoStep, PlanKey } from './plan-types.ts';

/**
 * What every story writes with: the dice, the day the plan ends on (the first start), keys
 * for the documents it makes, counters that spread outcomes evenly, and the steps so far.
 * Steps past `start` are dropped later (plan.ts), so a story may run into the future.
 */
export interface StoryKit {
  start: string;
  random: SeededRandom;
  steps: DemoStep[];
  /** A new key for a document of this kind. */
  key(kind: DocumentKind): PlanKey;
  /** How many times `name` has been counted before (0 the first time). */
  count(name: string): number;
}

export function storyKit(start: string, random: SeededRandom): StoryKit {
  const counters = new Map<string, number>();
  const count = (name: string) => {
    const seen = counters.get(name) ?? 0;
    counters.set(name, seen + 1);
    return seen;
  };
  return {
    start,
    random,
    steps: [],
    key: (kind) => `${kind}-${count(`key:${kind}`) + 1}`,
    count,
  };
}

export const CUSTOMERS = DEMO_CONTACTS.filter((c) => c.role !== 'supplier').map((c) => c.name);

/** The contact's payment terms, else the company's (what issuing an invoice uses). */
export function termsOf(contact: string): number {
  const found = DEMO_CONTACTS.find((c) => c.name === contact);
  return found?.paymentTermsDays ?? DEMO_COMPANY_SETTINGS.paymentTermsDays;
}

export const dueDateOf = (contact: string, issueDate: string) =>
  addDays(issueDate, termsOf(contact));

/** How a customer pays: those on cash terms in cash or PayNow, others mostly by transfer. */
export function paymentMethodFor(contact: string, random: SeededRandom): PaymentMethod {
  if (termsOf(contact) === 0) return random.pick(['cash', 'payNow', 'payNow'] as const);
  return random.pick([
    'bankTransfer',
    'bankTransfer',
    'bankTransfer',
    'payNow',
    'cheque',
    'creditCard',
  ] as const);
}

/** What the bank statement or the cheque says, for the receipt's reference. */
export function paymentReference(method: PaymentMethod, random: SeededRandom): string {
  const digits = String(random.between(100_000, 999_999));
  if (method === 'cheque') return `Cheque ${digits}`;
  if (method === 'bankTransfer') return `FAST ${digits}`;
  if (method === 'payNow') return `PayNow ${digits}`;
  if (method === 'creditCard') return `Card ${digits.slice(0, 4)}`;
  return '';
}
