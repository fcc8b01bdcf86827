import { describe, expect, it } from 'vitest';
import { agedReceivablesCsvRows, buildAgedReceivables } from './aged-receivables.ts';
import { emptyAgeing } from './statement-ageing.ts';

describe('buildAgedReceivables', () => {
  it('totals each currency apart, a contact in credit counting against', () => {
    const report = buildAgedReceivables('2026-11-30', [
      {
        contactId: 'B',
        name: 'Beta',
        currency: 'SGD',
        ageing: { ...emptyAgeing(), over90: '10.00' },
        unappliedCredit: '0',
      },
      {
        contactId: 'A',
        name: 'Alpha',
        currency: 'SGD',
        ageing: { ...emptyAgeing(), current: '100.00' },
        unappliedCredit: '30',
      },
      {
        contactId: 'A',
        name: 'Alpha',
        currency: 'USD',
        ageing: emptyAgeing(),
        unappliedCredit: '5',
      },
    ]);
    expect(report.currencies.map((c) => c.currency)).toEqual(['SGD', 'USD']);
    const [sgd, usd] = report.currencies;
    expect(sgd?.contacts.map((c) => [c.name, c.total])).toEqual([
      ['Alpha', '70.00'],
      ['Beta', '10.00'],
    ]);
    expect(sgd?.totals).toEqual({
      ageing: { ...emptyAgeing(), current: '100.00', over90: '10.00' },
      unappliedCredit: '30.00',
      total: '80.00',
    });
    expect(usd?.totals.total).toBe('-5.00');
    expect(agedReceivablesCsvRows(report)[0]).toMatchObject({
      Contact: 'Alpha',
      Currency: 'SGD',
      Current: '100.00',
      Total: '70.00',
    });
  });
});
