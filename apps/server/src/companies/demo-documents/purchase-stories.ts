import type { ExpenseCategory } from '@kira/core/enums';
import { DEMO_CONTACTS } from '../demo-contacts.ts';
import { addDays, workingDay } from './plan-calendar.ts';
import { GOODS_SUPPLIERS, purchaseLines } from './plan-lines.ts';
import type { StoryKit } from './story-kit.ts';

/** Goods for making things are raw material, cartons are packaging, the rest stock to sell. */
function categoryOf(supplier: string): ExpenseCategory {
  const tags = DEMO_CONTACTS.find((c) => c.name === supplier)?.tags ?? [];
  if (tags.includes('hardware') || tags.includes('manufacturing')) return 'rawMaterial';
  if (tags.includes('packaging')) return 'packAndShip';
  return 'productCost';
}

/**
 * A purchase order, issued, received a week or two later and booked as an expense when the
 * supplier's invoice comes (its PDF attached to every third). Every ninth order is cancelled.
 */
export function purchaseStory(kit: StoryKit, date: string) {
  const { random, steps } = kit;
  const supplier = random.pick(GOODS_SUPPLIERS);
  const lines = purchaseLines(supplier, random);
  const key = kit.key('purchase');
  const deliveryDate = workingDay(addDays(date, random.between(5, 12)));
  steps.push({
    op: 'create',
    date,
    key,
    kind: 'purchase',
    draft: {
      contact: supplier,
      lines,
      deliveryDate,
      reference: `PO-REQ-${1000 + kit.count('po')}`,
    },
  });
  steps.push({ op: 'issue', date, key });
  if (kit.count('purchase outcome') % 9 === 8) {
    steps.push({
      op: 'void',
      date: addDays(date, 3),
      key,
      reason: 'Cancelled: the supplier is out of stock',
    });
    return;
  }
  steps.push({ op: 'transition', date: deliveryDate, key, name: 'receive' });
  const billed = workingDay(addDays(deliveryDate, random.between(0, 4)));
  const expense = kit.key('expense');
  steps.push({
    op: 'convert',
    date: billed,
    key: expense,
    from: key,
    kind: 'expense',
    changes: { expenseCategory: categoryOf(supplier), paymentMethod: 'bankTransfer' },
  });
  steps.push({ op: 'issue', date: billed, key: expense });
  if (kit.count('purchase bill') % 3 === 0) {
    const fileName = `${supplier.split(' ')[0]?.toLowerCase()}-invoice-${billed}.pdf`;
    steps.push({ op: 'attach', date: billed, key: expense, file: 'pdf', fileName });
  }
}
