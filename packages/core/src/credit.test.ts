import { describe, expect, it } from 'vitest';
import {
  allocateOldestFirst,
  applyCreditSchema,
  creditAvailable,
  describeCreditInUse,
  spendOldestFirst,
} from './credit.ts';
import { decideVoid } from './document-lifecycle.ts';

describe('spending credit oldest first', () => {
  const sources = [
    { id: 'b', issueDate: '2026-03-01', order: 'RCT-2', open: '30.00' },
    { id: 'a', issueDate: '2026-01-15', order: 'CN-1', open: '10.00' },
    { id: 'c', issueDate: '2026-03-01', order: 'RCT-3', open: '0.00' },
    { id: 'd', issueDate: '2026-04-01', order: 'RCT-4', open: '50.00' },
  ];

  it('takes the oldest first, each up to what it has open', () => {
    expect(spendOldestFirst(sources, '45')).toEqual([
      { sourceId: 'a', amount: '10.00' },
      { sourceId: 'b', amount: '30.00' },
      { sourceId: 'd', amount: '5.00' },
    ]);
    expect(spendOldestFirst(sources, '10.00')).toEqual([{ sourceId: 'a', amount: '10.00' }]);
  });

  it('refuses more than there is', () => {
    expect(creditAvailable(sources)).toBe('90.00');
    expect(spendOldestFirst(sources, '90.01')).toBeNull();
    expect(spendOldestFirst(sources, '90.00')).toHaveLength(3);
  });
});

describe('allocating a payment oldest first', () => {
  const invoices = [
    {
      id: 'i2',
      issueDate: '2026-02-01',
      dueDate: '2026-03-03',
      number: 'INV-2',
      balance: '70.00',
    },
    {
      id: 'i1',
      issueDate: '2026-01-01',
      dueDate: '2026-01-31',
      number: 'INV-1',
      balance: '50.00',
    },
    { id: 'i3', issueDate: '2026-03-01', dueDate: null, number: 'INV-3', balance: '20.00' },
  ];

  it('fills the invoices due first and leaves the rest as credit', () => {
    expect(allocateOldestFirst(invoices, '100')).toEqual({
      allocations: [
        { invoiceId: 'i1', amount: '50.00' },
        { invoiceId: 'i3', amount: '20.00' },
        { invoiceId: 'i2', amount: '30.00' },
      ],
      rest: '0.00',
    });
    expect(allocateOldestFirst(invoices, '150').rest).toBe('10.00');
  });

  it('serves the invoice a payment was recorded from first, then the others oldest first', () => {
    expect(allocateOldestFirst(invoices, '80', 'i3').allocations).toEqual([
      { invoiceId: 'i3', amount: '20.00' },
      { invoiceId: 'i1', amount: '50.00' },
      { invoiceId: 'i2', amount: '10.00' },
    ]);
  });
});

describe('credit rules', () => {
  it('refuses an invoice twice and an amount of zero', () => {
    const twice = {
      allocations: [
        { invoiceId: 'x', amount: '1' },
        { invoiceId: 'x', amount: '2' },
      ],
    };
    expect(applyCreditSchema.safeParse(twice).success).toBe(false);
    expect(
      applyCreditSchema.safeParse({ allocations: [{ invoiceId: 'x', amount: '0' }] }).success,
    ).toBe(false);
    expect(applyCreditSchema.safeParse({ allocations: [] }).success).toBe(false);
  });

  it('a void names the credit uses to undo first', () => {
    const creditInUse = describeCreditInUse([
      { refundNumber: 'RFD-000001' },
      { applicationId: 'X1', invoiceNumbers: ['INV-000003', 'INV-000004'] },
    ]);
    const decision = decideVoid('receipt', 'issued', { paid: true, creditInUse });
    expect(decision).toEqual({
      allowed: false,
      reason:
        'The credit of this receipt is spent by refund RFD-000001 and the credit application X1 (INV-000003, INV-000004): undo that first.',
    });
    expect(decideVoid('receipt', 'issued', { paid: true })).toEqual({ allowed: true });
  });
});
