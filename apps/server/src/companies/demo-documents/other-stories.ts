import { creditLines, invoiceLife } from './invoice-life.ts';
import { addDays } from './plan-calendar.ts';
import { purchaseLines, salesLines, serviceLines } from './plan-lines.ts';
import type { PlannedLine } from './plan-types.ts';
import { dueDateOf, type StoryKit } from './story-kit.ts';

const OVERSEAS_CLIENT = 'Pacific Rim Trading LLC';
/** SGD for one USD on each export invoice, in turn (the document keeps its rate). */
const USD_RATES = ['1.3425', '1.3518', '1.3376', '1.3290', '1.3467', '1.3553'];

/** Software work for the overseas client, billed in US dollars, zero-rated. */
export function exportInvoiceStory(kit: StoryKit, date: string) {
  const { random, steps } = kit;
  const hours = random.between(12, 60);
  const lines: PlannedLine[] = [
    {
      productCode: 'IT-DEV-OVERSEAS',
      description: 'Software development for overseas clients',
      quantity: String(hours),
      unit: 'hour',
      unitPrice: '105.00',
      taxCode: 'ZR',
    },
  ];
  const key = kit.key('invoice');
  const dueDate = dueDateOf(OVERSEAS_CLIENT, date);
  const exchangeRate = USD_RATES[kit.count('usd') % USD_RATES.length] as string;
  steps.push({
    op: 'create',
    date,
    key,
    kind: 'invoice',
    draft: { contact: OVERSEAS_CLIENT, lines, dueDate, currency: 'USD', exchangeRate },
  });
  steps.push({ op: 'issue', date, key });
  invoiceLife(kit, { key, contact: OVERSEAS_CLIENT, issueDate: date, dueDate, lines });
}

/**
 * The work on the desk on the first start: one draft of every kind (among them a delivery
 * order, a credit note and a payment being prepared for an invoice issued a few days before),
 * and a service order, a delivery order and a purchase order under way, whatever day it is.
 */
export function workInProgressStory(kit: StoryKit) {
  const { random, steps, start } = kit;
  const yesterday = addDays(start, -1);
  const customer = 'Golden Dragon Seafood Restaurant Pte. Ltd.';
  const draft = (kind: 'quotation' | 'service' | 'invoice', lines: PlannedLine[]) =>
    steps.push({
      op: 'create',
      date: yesterday,
      key: kit.key(kind),
      kind,
      draft: { contact: customer, lines },
    });
  draft('quotation', salesLines(customer, random));
  draft('service', serviceLines(random));
  draft('invoice', salesLines(customer, random));
  const inProgress = kit.key('service');
  const began = addDays(start, -3);
  const work = { contact: customer, lines: serviceLines(random) };
  steps.push({ op: 'create', date: began, key: inProgress, kind: 'service', draft: work });
  steps.push({ op: 'issue', date: began, key: inProgress });
  const supplier = 'Kim Seng Electrical Wholesale';
  for (const ordered of [addDays(start, -5), yesterday]) {
    const order = kit.key('purchase');
    const goods = { contact: supplier, lines: purchaseLines(supplier, random) };
    steps.push({ op: 'create', date: ordered, key: order, kind: 'purchase', draft: goods });
    if (ordered !== yesterday) steps.push({ op: 'issue', date: ordered, key: order });
  }
  steps.push({
    op: 'create',
    date: start,
    key: kit.key('expense'),
    kind: 'expense',
    draft: {
      contact: null,
      lines: [
        {
          productCode: null,
          description: 'Team dinner, year-end',
          quantity: '1',
          unit: '',
          unitPrice: '386.40',
          taxCode: 'SR',
        },
      ],
      expenseCategory: 'entertainment',
    },
  });
  const issued = addDays(start, -4);
  const lines = salesLines(customer, random);
  const invoice = kit.key('invoice');
  const dueDate = dueDateOf(customer, issued);
  steps.push({
    op: 'create',
    date: issued,
    key: invoice,
    kind: 'invoice',
    draft: { contact: customer, lines, dueDate },
  });
  steps.push({ op: 'issue', date: issued, key: invoice });
  const from = { date: yesterday, from: invoice } as const;
  const onTheRoad = kit.key('delivery');
  steps.push({ op: 'convert', ...from, key: onTheRoad, kind: 'delivery' });
  steps.push({ op: 'issue', date: yesterday, key: onTheRoad });
  steps.push({ op: 'convert', ...from, key: kit.key('delivery'), kind: 'delivery' });
  steps.push({
    op: 'convert',
    ...from,
    key: kit.key('credit'),
    kind: 'credit',
    changes: { lines: creditLines(lines) },
  });
  steps.push({
    op: 'create',
    date: start,
    key: kit.key('receipt'),
    kind: 'receipt',
    draft: { contact: customer, lines: [], allocateTo: invoice, paymentMethod: 'cheque' },
  });
}

/**
 * A deposit kept as credit and partly paid back (issue 36): a caterer's deposit for an order
 * cancelled later, two months before the first start; a refund of part of it a week after; a
 * second refund entered twice by mistake and voided; and the next refund prepared yesterday.
 */
export function depositRefundStory(kit: StoryKit) {
  const { steps, start } = kit;
  const customer = 'Golden Dragon Seafood Restaurant Pte. Ltd.';
  const amount = (unitPrice: string, description: string): PlannedLine[] => [
    { productCode: null, description, quantity: '1', unit: '', unitPrice, taxCode: 'OS' },
  ];
  const paid = addDays(start, -60);
  const deposit = kit.key('receipt');
  steps.push({
    op: 'create',
    date: paid,
    key: deposit,
    kind: 'receipt',
    draft: {
      contact: customer,
      lines: amount('800.00', 'Deposit for the year-end banquet order'),
      paymentMethod: 'bankTransfer',
      reference: 'DEP-2231',
    },
  });
  steps.push({ op: 'issue', date: paid, key: deposit });
  const refund = (date: string, unitPrice: string) => {
    const key = kit.key('refund');
    steps.push({
      op: 'create',
      date,
      key,
      kind: 'refund',
      draft: {
        contact: customer,
        lines: amount(unitPrice, 'Refund of the banquet deposit (order cancelled)'),
        paymentMethod: 'bankTransfer',
      },
    });
    return key;
  };
  const first = refund(addDays(paid, 7), '300.00');
  steps.push({ op: 'issue', date: addDays(paid, 7), key: first });
  const twice = refund(addDays(paid, 8), '300.00');
  steps.push({ op: 'issue', date: addDays(paid, 8), key: twice });
  steps.push({ op: 'void', date: addDays(paid, 8), key: twice, reason: 'Entered twice' });
  refund(addDays(start, -1), '200.00');
}
