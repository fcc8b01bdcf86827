import { describe, expect, it } from 'vitest';
import { ageInvoices, ageingBucketOf, daysFromTo, netOwed } from './statement-ageing.ts';

describe('ageing', () => {
  it('puts each day past due in its bucket, the bounds inclusive', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucketOf)).toEqual([
      'current',
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
      'over90',
    ]);
  });

  it('counts days across months and leap years', () => {
    expect(daysFromTo('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysFromTo('2026-12-31', '2026-12-01')).toBe(-30);
  });

  it('ages open invoices per currency, an invoice without a due date due on its issue date', () => {
    const aged = ageInvoices('2026-11-30', [
      { currency: 'SGD', dueDate: '2026-12-15', issueDate: '2026-11-15', open: '100' },
      { currency: 'SGD', dueDate: '2026-10-31', issueDate: '2026-10-01', open: '40.50' }, // 30 days
      { currency: 'SGD', dueDate: null, issueDate: '2026-08-31', open: '9.50' }, // 91 days
      { currency: 'USD', dueDate: '2026-09-30', issueDate: '2026-09-01', open: '12' }, // 61 days
    ]);
    expect(aged.get('SGD')).toEqual({
      current: '100.00',
      days1to30: '40.50',
      days31to60: '0.00',
      days61to90: '0.00',
      over90: '9.50',
    });
    expect(aged.get('USD')?.days61to90).toBe('12.00');
    expect(netOwed(aged.get('SGD') ?? ({} as never), '50')).toBe('100.00');
  });
});
