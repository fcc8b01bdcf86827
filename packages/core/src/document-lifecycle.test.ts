import { describe, expect, it } from 'vitest';
import {
  CONVERSIONS,
  DOCUMENT_KIND_VALUES,
  decideConversion,
  decideDraftChange,
  decideTransition,
  decideVoid,
  documentActions,
  paymentStatus,
  STATUSES_OF,
  TRANSITION_NAMES,
  TRANSITIONS,
} from './document-lifecycle.ts';

describe('document kinds', () => {
  it('belong to the departments of PRODUCT.md section 2', () => {
    expect(documentActions('quotation')).toEqual({ read: 'sales.read', write: 'sales.write' });
    expect(documentActions('service')).toEqual({ read: 'sales.read', write: 'sales.write' });
    for (const kind of ['invoice', 'receipt', 'expense', 'credit'] as const) {
      expect(documentActions(kind).write).toBe('finance.write');
    }
    for (const kind of ['delivery', 'purchase'] as const) {
      expect(documentActions(kind).write).toBe('operation.write');
    }
  });

  it('each start as a draft and can be void', () => {
    for (const kind of DOCUMENT_KIND_VALUES) {
      expect(STATUSES_OF[kind][0]).toBe('draft');
      expect(STATUSES_OF[kind]).toContain('void');
    }
  });
});

describe('the lifecycle', () => {
  it('lets only drafts be edited, deleted and issued', () => {
    expect(decideDraftChange('draft', 'edit')).toEqual({ allowed: true });
    expect(decideDraftChange('issued', 'edit')).toEqual({
      allowed: false,
      reason: 'An issued document cannot be changed: void it, or correct it with a credit note.',
    });
    expect(decideDraftChange('paid', 'delete').allowed).toBe(false);
    expect(decideDraftChange('void', 'issue')).toEqual({
      allowed: false,
      reason: 'This document is void and cannot be issued again.',
    });
  });

  it('allows exactly the transitions PRODUCT.md lists, from issued only', () => {
    const allowed: string[] = [];
    for (const kind of DOCUMENT_KIND_VALUES) {
      for (const status of STATUSES_OF[kind]) {
        for (const name of TRANSITION_NAMES) {
          if (decideTransition(kind, status, name).allowed)
            allowed.push(`${kind}:${status}->${name}`);
        }
      }
    }
    expect(allowed.sort()).toEqual([
      'delivery:issued->deliver',
      'purchase:issued->receive',
      'quotation:issued->accept',
      'quotation:issued->decline',
      'service:issued->complete',
    ]);
    for (const name of TRANSITION_NAMES) {
      const target = TRANSITIONS[name].to;
      for (const kind of TRANSITIONS[name].kinds) expect(STATUSES_OF[kind]).toContain(target);
    }
    expect(decideTransition('quotation', 'accepted', 'decline')).toEqual({
      allowed: false,
      reason: 'Only an issued quotation can be marked declined; this one is accepted.',
    });
    expect(decideTransition('invoice', 'issued', 'deliver')).toEqual({
      allowed: false,
      reason: 'An invoice cannot be marked delivered.',
    });
  });

  it('voids issued documents, never drafts, twice, or invoices with payments', () => {
    expect(decideVoid('quotation', 'accepted', { paid: false })).toEqual({ allowed: true });
    expect(decideVoid('invoice', 'issued', { paid: false })).toEqual({ allowed: true });
    expect(decideVoid('invoice', 'draft', { paid: false }).allowed).toBe(false);
    expect(decideVoid('receipt', 'void', { paid: false }).allowed).toBe(false);
    expect(decideVoid('invoice', 'partially_paid', { paid: true })).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('void their receipts first'),
    });
  });

  it('converts as PRODUCT.md lists, from issued documents', () => {
    expect(CONVERSIONS.quotation).toEqual(['service', 'invoice', 'delivery']);
    expect(decideConversion('quotation', 'accepted', 'invoice')).toEqual({ allowed: true });
    expect(decideConversion('service', 'completed', 'invoice')).toEqual({ allowed: true });
    expect(decideConversion('invoice', 'paid', 'delivery')).toEqual({ allowed: true });
    expect(decideConversion('purchase', 'received', 'expense')).toEqual({ allowed: true });
    expect(decideConversion('quotation', 'draft', 'invoice').allowed).toBe(false);
    expect(decideConversion('quotation', 'declined', 'invoice').allowed).toBe(false);
    expect(decideConversion('invoice', 'void', 'delivery').allowed).toBe(false);
    expect(decideConversion('delivery', 'issued', 'invoice')).toEqual({
      allowed: false,
      reason: 'A delivery order cannot be converted into an invoice.',
    });
  });

  it('derives an invoice’s payment status from what is settled', () => {
    expect(paymentStatus('100.00', '0.00')).toBe('issued');
    expect(paymentStatus('100.00', '99.99')).toBe('partially_paid');
    expect(paymentStatus('100.00', '100.00')).toBe('paid');
  });
});
