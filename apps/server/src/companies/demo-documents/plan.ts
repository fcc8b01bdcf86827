import { seededRandom } from '@kira/core/seeded-random';
import { everydayExpenseStory, monthlyExpensesStory } from './expense-stories.ts';
import { depositRefundStory, exportInvoiceStory, workInProgressStory } from './other-stories.ts';
import { addDays, monthStart, workingDay } from './plan-calendar.ts';
import type { DemoStep } from './plan-types.ts';
import { purchaseStory } from './purchase-stories.ts';
import { invoiceStory, quotationStory, serviceOrderStory } from './sales-stories.ts';
import { storyKit } from './story-kit.ts';

/** The dice's seed: change it and every demo made after gets other (equally valid) documents. */
const SEED = 17;
const WEEKS = 52;

/**
 * The demo company's year of documents, ending on `start` (the day they are first seeded):
 * a weekly rhythm of a quotation, an invoice and (three weeks in four) an everyday cost,
 * service orders every third week, purchase orders every other week, the month's fixed costs, export invoices every other
 * month, and the drafts on the desk. Pure: the same start gives the same steps, in the order
 * they are to be carried out (by date; a story's own steps keep their order).
 */
export function planDemoDocuments(start: string): DemoStep[] {
  const kit = storyKit(start, seededRandom(SEED));
  const first = addDays(start, -7 * WEEKS);
  const { random } = kit;
  for (let week = 0; week < WEEKS; week++) {
    const monday = addDays(first, 7 * week);
    const day = () => workingDay(addDays(monday, random.between(0, 4)));
    quotationStory(kit, day());
    invoiceStory(kit, day());
    if (week % 3 === 1) serviceOrderStory(kit, day());
    if (week % 2 === 0) purchaseStory(kit, day());
    if (week % 4 !== 3) everydayExpenseStory(kit, day());
  }
  for (let month = -12; month <= 0; month++) {
    const begins = monthStart(start, month);
    if (begins >= first) monthlyExpensesStory(kit, begins);
    const billed = workingDay(addDays(begins, 24));
    if (month % 2 === 0 && billed >= first) exportInvoiceStory(kit, billed);
  }
  workInProgressStory(kit);
  depositRefundStory(kit);
  // Whatever a story would do after the first start has not happened yet.
  return kit.steps
    .filter((step) => step.date <= start)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
