import { invoiceLife } from './invoice-life.ts';
import { addDays, workingDay } from './plan-calendar.ts';
import { salesLines, serviceLines } from './plan-lines.ts';
import type { PlanKey, PlannedLine } from './plan-types.ts';
import { CUSTOMERS, dueDateOf, type StoryKit } from './story-kit.ts';

/** What becomes of quotations, in turn: 20 of them, about the shares a small trader sees. */
const QUOTATION_OUTCOMES = [
  'invoice',
  'declined',
  'service',
  'invoice',
  'expired',
  'accepted',
  'invoice',
  'declined',
  'delivery',
  'invoice',
  'void',
  'service',
  'declined',
  'invoice',
  'expired',
  'service',
  'invoice',
  'declined',
  'expired',
  'invoice',
] as const;

/** A quotation, issued, then accepted (and converted), declined, left to expire or voided. */
export function quotationStory(kit: StoryKit, date: string) {
  const { random, steps } = kit;
  const outcome = QUOTATION_OUTCOMES[kit.count('quotation outcome') % QUOTATION_OUTCOMES.length];
  const contact = random.pick(CUSTOMERS);
  const lines = outcome === 'service' ? serviceLines(random) : salesLines(contact, random);
  const key = kit.key('quotation');
  const validUntil = addDays(date, 30);
  steps.push({ op: 'create', date, key, kind: 'quotation', draft: { contact, lines, validUntil } });
  steps.push({ op: 'issue', date, key });
  const answered = workingDay(addDays(date, random.between(2, 12)));
  if (outcome === 'declined')
    steps.push({ op: 'transition', date: answered, key, name: 'decline' });
  if (outcome === 'void')
    steps.push({
      op: 'void',
      date: addDays(date, 1),
      key,
      reason: 'Superseded by a revised quotation',
    });
  if (outcome === 'expired' || outcome === 'declined' || outcome === 'void') return;
  steps.push({ op: 'transition', date: answered, key, name: 'accept' });
  if (outcome === 'invoice') invoiceFrom(kit, key, contact, answered, lines);
  if (outcome === 'service') {
    const order = kit.key('service');
    steps.push({ op: 'convert', date: answered, key: order, from: key, kind: 'service' });
    steps.push({ op: 'issue', date: answered, key: order });
    serviceChain(kit, order, contact, answered, lines);
  }
  if (outcome === 'delivery') {
    const delivered = workingDay(addDays(answered, 2));
    deliveryFrom(kit, key, answered, delivered);
    invoiceFrom(kit, key, contact, delivered, lines);
  }
}

/** A service order taken directly (a regular customer's call); every sixth is cancelled. */
export function serviceOrderStory(kit: StoryKit, date: string) {
  const { random, steps } = kit;
  const contact = random.pick(CUSTOMERS);
  const lines = serviceLines(random);
  const key = kit.key('service');
  const deliveryDate = addDays(date, random.between(3, 10));
  steps.push({ op: 'create', date, key, kind: 'service', draft: { contact, lines, deliveryDate } });
  steps.push({ op: 'issue', date, key });
  if (kit.count('service outcome') % 6 === 5) {
    steps.push({ op: 'void', date: addDays(date, 2), key, reason: 'Cancelled by the customer' });
    return;
  }
  serviceChain(kit, key, contact, date, lines);
}

/**
 * The work done: the order completed, a delivery order signed on site for every other one, and
 * the order invoiced.
 */
function serviceChain(
  kit: StoryKit,
  order: PlanKey,
  contact: string,
  date: string,
  lines: PlannedLine[],
) {
  const done = workingDay(addDays(date, kit.random.between(2, 9)));
  kit.steps.push({ op: 'transition', date: done, key: order, name: 'complete' });
  if (kit.count('service delivery') % 2 === 0) deliveryFrom(kit, order, done, done);
  invoiceFrom(kit, order, contact, done, lines);
}

/** A sale invoiced at once, its goods delivered for most; every tenth delivery redone. */
export function invoiceStory(kit: StoryKit, date: string) {
  const { random, steps } = kit;
  const contact = random.pick(CUSTOMERS);
  const lines = salesLines(contact, random);
  const key = kit.key('invoice');
  const dueDate = dueDateOf(contact, date);
  steps.push({ op: 'create', date, key, kind: 'invoice', draft: { contact, lines, dueDate } });
  steps.push({ op: 'issue', date, key });
  const outcome = invoiceLife(kit, { key, contact, issueDate: date, dueDate, lines });
  const goods = lines.some((line) => line.productCode && !/^(SV|IT|FN|OS)-/.test(line.productCode));
  if (outcome === 'void' || !goods || !random.chance(0.6)) return;
  const delivered = workingDay(addDays(date, random.between(1, 3)));
  if (kit.count('invoice delivery') % 10 === 4) {
    const wrong = deliveryFrom(kit, key, date, null);
    steps.push({
      op: 'void',
      date: delivered,
      key: wrong,
      reason: 'Wrong delivery address; reissued',
    });
  }
  deliveryFrom(kit, key, date, delivered);
}

/** A delivery order converted from `from`, issued, and delivered on `delivered` (or not yet). */
function deliveryFrom(kit: StoryKit, from: PlanKey, date: string, delivered: string | null) {
  const key = kit.key('delivery');
  const changes = { deliveryDate: delivered ?? addDays(date, 2) };
  kit.steps.push({ op: 'convert', date, key, from, kind: 'delivery', changes });
  kit.steps.push({ op: 'issue', date, key });
  if (delivered) kit.steps.push({ op: 'transition', date: delivered, key, name: 'deliver' });
  return key;
}

/** An invoice converted from a quotation or service order, issued, and then its life. */
function invoiceFrom(
  kit: StoryKit,
  from: PlanKey,
  contact: string,
  date: string,
  lines: PlannedLine[],
) {
  const key = kit.key('invoice');
  const dueDate = dueDateOf(contact, date);
  kit.steps.push({ op: 'convert', date, key, from, kind: 'invoice', changes: { dueDate } });
  kit.steps.push({ op: 'issue', date, key });
  invoiceLife(kit, { key, contact, issueDate: date, dueDate, lines });
}
