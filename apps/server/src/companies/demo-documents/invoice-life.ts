import { formatMoney, multiplyMoney } from '@kira/core/money';
import { addDays } from './plan-calendar.ts';
import type { PlanKey, PlannedLine } from './plan-types.ts';
import { paymentMethodFor, paymentReference, type StoryKit, termsOf } from './story-kit.ts';

/** An issued invoice: whose it is, when it was issued and falls due, what it sold. */
export interface IssuedInvoice {
  key: PlanKey;
  contact: string;
  issueDate: string;
  dueDate: string;
  lines: PlannedLine[];
}

/**
 * How invoices get settled, in turn, so every outcome is there in fair numbers: most paid in
 * full (some late), some in two parts, some part-paid or unpaid and left overdue, a few
 * corrected by a credit note, one paid by a cheque that bounced, one voided.
 */
const OUTCOMES = [
  'paid',
  'paid',
  'two-parts',
  'paid',
  'unpaid',
  'paid',
  'credit',
  'paid',
  'part-paid',
  'paid',
  'paid',
  'bounced',
  'paid',
  'two-parts',
  'paid',
  'void',
  'paid',
  'part-paid',
  'paid',
  'unpaid',
] as const;
type Outcome = (typeof OUTCOMES)[number];

/** What happens to an issued invoice after its issue, by the turn it takes. */
export function invoiceLife(kit: StoryKit, invoice: IssuedInvoice, { voidable = true } = {}) {
  let outcome: Outcome = OUTCOMES[kit.count('invoice outcome') % OUTCOMES.length] ?? 'paid';
  if (outcome === 'void' && !voidable) outcome = 'paid';
  const { random } = kit;
  const { key, contact, issueDate, dueDate } = invoice;
  const pay = (
    date: string,
    share: 'rest' | number,
    method = paymentMethodFor(contact, random),
  ) => {
    const receipt = kit.key('receipt');
    const reference = paymentReference(method, random);
    kit.steps.push({ op: 'pay', date, key: receipt, invoice: key, share, method, reference });
    return receipt;
  };
  // Customers on cash terms pay within days; the others around the due date, some late.
  const onTime = () =>
    termsOf(contact) === 0
      ? addDays(issueDate, random.between(0, 2))
      : addDays(dueDate, random.between(-12, random.chance(0.3) ? 20 : 2));
  if (outcome === 'paid') pay(onTime(), 'rest');
  if (outcome === 'two-parts') {
    const first = addDays(issueDate, random.between(5, 12));
    pay(first, random.pick([30, 40, 50]));
    pay(later(addDays(first, 7), addDays(dueDate, random.between(0, 15))), 'rest');
  }
  if (outcome === 'part-paid') pay(addDays(issueDate, random.between(7, 20)), 50);
  if (outcome === 'credit') creditThenPay(kit, invoice, pay);
  if (outcome === 'bounced') {
    const cheque = pay(addDays(issueDate, random.between(10, 20)), 'rest', 'cheque');
    const bounced = addDays(issueDate, 24);
    kit.steps.push({
      op: 'void',
      date: bounced,
      key: cheque,
      reason: 'Cheque returned by the bank',
    });
    pay(addDays(bounced, random.between(2, 6)), 'rest', 'bankTransfer');
  }
  if (outcome === 'void') {
    kit.steps.push({
      op: 'void',
      date: addDays(issueDate, random.between(0, 2)),
      key,
      reason: 'Issued to the wrong billing entity; replaced by a new invoice',
    });
  }
  return outcome;
}

/**
 * Part of the goods came back: a credit note for one unit of the line with the most, then the
 * rest paid. Every third credit note is voided again (the goods were kept after all).
 */
function creditThenPay(
  kit: StoryKit,
  invoice: IssuedInvoice,
  pay: (date: string, share: 'rest') => PlanKey,
) {
  const { random } = kit;
  const credit = kit.key('credit');
  const date = addDays(invoice.issueDate, random.between(3, 8));
  kit.steps.push({
    op: 'convert',
    date,
    key: credit,
    from: invoice.key,
    kind: 'credit',
    changes: { lines: creditLines(invoice.lines), notes: 'Goods returned: damaged in transit.' },
  });
  kit.steps.push({ op: 'issue', date, key: credit });
  if (kit.count('credit outcome') % 3 === 1) {
    kit.steps.push({
      op: 'void',
      date: addDays(date, 2),
      key: credit,
      reason: 'The customer kept the goods after all',
    });
  }
  pay(later(addDays(date, 5), addDays(invoice.dueDate, random.between(-5, 10))), 'rest');
}

/** The later of two plain dates. */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What a credit note gives back: one unit of the line with the largest quantity, or a fifth
 * of the price of a single item, so it is always less than the invoice.
 */
export function creditLines(lines: readonly PlannedLine[]): PlannedLine[] {
  const most = [...lines].sort((a, b) => Number(b.quantity) - Number(a.quantity))[0];
  if (!most) throw new Error('An invoice without lines');
  if (Number(most.quantity) >= 2 || lines.length > 1)
    return [{ ...most, quantity: '1', description: `Returned: ${most.description}` }];
  const fifth = formatMoney(multiplyMoney(most.unitPrice, '0.2'));
  return [{ ...most, unitPrice: fifth, description: `Price adjustment: ${most.description}` }];
}
