import { CONVERSIONS, DOCUMENT_KIND_VALUES, STATUSES_OF } from '@kira/core/document-lifecycle';
import { EXPENSE_CATEGORY_VALUES } from '@kira/core/enums';
import { describe, expect, it } from 'vitest';
import { planDemoDocuments } from './plan.ts';
import { addDays } from './plan-calendar.ts';
import { countsOf, isLate, outcomeOf } from './plan-outcome.ts';

// A Wednesday, a Sunday, a Saturday at a year's end and a leap day: weekends and month ends
// move the stories' days, and the plan must hold whatever day the first start falls on.
const STARTS = ['2026-11-25', '2026-03-01', '2027-01-02', '2028-02-29'];

describe.each(STARTS)('the demo documents planned for a first start on %s', (start) => {
  const plan = planDemoDocuments(start);
  const documents = [...outcomeOf(plan).values()];

  it('is the same plan every time', () => {
    expect(planDemoDocuments(start)).toEqual(plan);
  });

  it('makes 300 to 500 documents over the year before the start, in date order', () => {
    expect(documents.length).toBeGreaterThanOrEqual(300);
    expect(documents.length).toBeLessThanOrEqual(500);
    const dates = plan.map((step) => step.date);
    expect(dates).toEqual([...dates].sort());
    expect((dates[0] ?? '') >= addDays(start, -364)).toBe(true);
    expect((dates.at(-1) ?? '') <= start).toBe(true);
  });

  it('ends with every kind in every one of its statuses', () => {
    const counts = countsOf(documents);
    for (const kind of DOCUMENT_KIND_VALUES) {
      for (const status of STATUSES_OF[kind]) {
        expect(counts[kind]?.[status] ?? 0, `${kind} ${status}`).toBeGreaterThan(0);
      }
      const statuses = Object.keys(counts[kind] ?? {});
      expect(statuses.filter((s) => !STATUSES_OF[kind].includes(s as never))).toEqual([]);
    }
  });

  it('books issued expenses in all 14 categories, some with a PDF or a photo', () => {
    const booked = documents.filter((d) => d.kind === 'expense' && d.status === 'issued');
    const categories = new Set(booked.map((d) => d.expenseCategory));
    expect([...categories].sort()).toEqual([...EXPENSE_CATEGORY_VALUES].sort());
    const files = plan.flatMap((step) => (step.op === 'attach' ? [step.file] : []));
    expect(new Set(files)).toEqual(new Set(['pdf', 'png']));
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it('converts along every road the lifecycle allows', () => {
    const byKey = new Map(documents.map((d) => [d.key, d]));
    const roads = new Set(
      documents.flatMap((d) => (d.source ? [`${byKey.get(d.source)?.kind}>${d.kind}`] : [])),
    );
    const allowed = Object.entries(CONVERSIONS).flatMap(([from, tos]) =>
      tos.map((to) => `${from}>${to}`),
    );
    expect([...roads].sort()).toEqual(allowed.sort());
  });

  it('leaves invoices overdue, some of them part-paid, and quotations expired', () => {
    const late = documents.filter((d) => isLate(d, start));
    const invoices = late.filter((d) => d.kind === 'invoice');
    expect(invoices.length).toBeGreaterThanOrEqual(5);
    expect(invoices.filter((d) => d.status === 'partially_paid').length).toBeGreaterThan(0);
    expect(late.filter((d) => d.kind === 'quotation').length).toBeGreaterThan(0);
  });

  it('never acts on a document before its date', () => {
    const dated = new Map(documents.map((d) => [d.key, d.issueDate]));
    for (const step of plan) {
      const of = step.op === 'pay' ? step.invoice : step.op === 'convert' ? step.from : step.key;
      expect(step.date >= (dated.get(of) ?? ''), `${step.op} ${step.key}`).toBe(true);
    }
  });
});
