import type { DocumentSummary } from '@kira/core/documents';
import { describe, expect, it } from 'vitest';
import { allocationsOf, oldestFirst, restOf } from './payment-form-state.ts';

const invoice = (id: string, dueDate: string, balance: string) =>
  ({ id, number: id, issueDate: '2026-01-01', dueDate, balance }) as DocumentSummary;

describe('the payment form', () => {
  const invoices = [
    invoice('INV-2', '2026-02-28', '45.50'),
    invoice('INV-1', '2026-01-31', '30.00'),
  ];

  it('allocates the amount oldest first, nothing while it is no number', () => {
    expect(oldestFirst(invoices, '50')).toEqual({ 'INV-1': '30.00', 'INV-2': '20.00' });
    expect(oldestFirst(invoices, 'abc')).toEqual({});
  });

  it('sends the amounts given and says what becomes credit', () => {
    const amounts = { 'INV-1': '30.00', 'INV-2': ' ' };
    expect(allocationsOf(amounts)).toEqual([{ invoiceId: 'INV-1', amount: '30.00' }]);
    const draft = {
      amount: '100',
      currency: 'SGD',
      date: '2026-03-01',
      paymentMethod: '',
      accountId: '',
      reference: '',
      sgdReceived: '',
      amounts,
    };
    expect(restOf(draft)).toBe('70.00');
    expect(restOf({ ...draft, amount: '' })).toBeNull();
  });
});
