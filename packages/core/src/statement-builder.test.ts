import { describe, expect, it } from 'vitest';
import { emptyAgeing } from './statement-ageing.ts';
import { buildStatement, type StatementEntry } from './statement-builder.ts';

const contact = { name: 'Ah Seng Trading', uen: '', addressLines: [] };
const entry = (e: Partial<StatementEntry> & Pick<StatementEntry, 'kind' | 'amount' | 'date'>) => ({
  documentId: `${e.kind}-${e.date}`,
  number: `${e.kind.toUpperCase()}-1`,
  dueDate: null,
  currency: 'SGD',
  ...e,
});

describe('buildStatement', () => {
  it('runs the balance from the opening, invoices and refunds adding, credits and receipts taking off', () => {
    // Opening 100.00; +250.00 invoice = 350.00; -50.00 receipt = 300.00; -20.00 credit note =
    // 280.00; +5.00 refund = 285.00 (worked by hand).
    const content = buildStatement({
      contactId: 'C1',
      contact,
      from: '2026-10-01',
      to: '2026-10-31',
      openings: [{ currency: 'SGD', amount: '100' }],
      entries: [
        entry({ kind: 'receipt', amount: '50', date: '2026-10-05' }),
        entry({ kind: 'invoice', amount: '250', date: '2026-10-02', dueDate: '2026-11-01' }),
        entry({ kind: 'credit', amount: '20', date: '2026-10-09' }),
        entry({ kind: 'refund', amount: '5', date: '2026-10-20' }),
      ],
      open: [
        {
          currency: 'SGD',
          ageing: { ...emptyAgeing(), current: '300.00' },
          unappliedCredit: '15.00',
        },
      ],
    });
    const [sgd] = content.currencies;
    expect(sgd?.opening).toBe('100.00');
    expect(sgd?.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['invoice', '250.00', '0.00', '350.00'],
      ['receipt', '0.00', '50.00', '300.00'],
      ['credit', '0.00', '20.00', '280.00'],
      ['refund', '5.00', '0.00', '285.00'],
    ]);
    expect(sgd?.lines[0]?.description).toBe('Invoice INVOICE-1, due 1 Nov 2026');
    expect(sgd?.closing).toBe('285.00');
    expect(sgd?.unappliedCredit).toBe('15.00');
  });

  it('keeps currencies apart, SGD first, and gives a contact with nothing an SGD statement of zeros', () => {
    const content = buildStatement({
      contactId: 'C1',
      contact,
      from: '2026-10-01',
      to: '2026-10-31',
      openings: [
        { currency: 'USD', amount: '10' },
        { currency: 'EUR', amount: '0' },
      ],
      entries: [entry({ kind: 'invoice', amount: '1.10', date: '2026-10-03' })],
      open: [],
    });
    expect(content.currencies.map((c) => [c.currency, c.closing])).toEqual([
      ['SGD', '1.10'],
      ['USD', '10.00'],
    ]);
    const nothing = buildStatement({
      contactId: 'C2',
      contact,
      from: '2026-10-01',
      to: '2026-10-31',
      openings: [],
      entries: [],
      open: [],
    });
    expect(nothing.currencies).toEqual([
      {
        currency: 'SGD',
        opening: '0.00',
        lines: [],
        closing: '0.00',
        ageing: emptyAgeing(),
        unappliedCredit: '0.00',
      },
    ]);
  });
});
