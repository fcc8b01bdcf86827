import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS, NO_LEVELS } from '../claims.ts';
import { accessWith } from './access-for-tests.ts';
import {
  type DocumentFacts,
  decideCreateDocument,
  decideDocument,
  decideLetterhead,
  documentAbilities,
  documentStateKey,
  NO_DOCUMENT_ABILITIES,
} from './document-policy.ts';

const access = accessWith;
const founder = access(FOUNDER_LEVELS);
const invoice = (facts: Partial<DocumentFacts> = {}): DocumentFacts => ({
  kind: 'invoice',
  status: 'issued',
  number: 'INV-000001',
  settled: '0.00',
  ...facts,
});
const NOTHING = NO_DOCUMENT_ABILITIES;

describe('documentAbilities', () => {
  it('are frozen, and alike for documents of one state key', () => {
    const first = documentAbilities(access(FOUNDER_LEVELS), invoice());
    expect(Object.isFrozen(first) && Object.isFrozen(first.convert)).toBe(true);
    const another = invoice({ number: 'INV-000043' });
    expect(documentStateKey(another)).toBe(documentStateKey(invoice()));
    expect(documentAbilities(access(FOUNDER_LEVELS), another)).toEqual(first);
    const paid = invoice({ status: 'paid', settled: '109.00' });
    expect(documentStateKey(paid)).not.toBe(documentStateKey(invoice()));
  });

  it('lets a draft be edited, issued (and so sent), deleted and duplicated, and nothing else', () => {
    expect(documentAbilities(founder, invoice({ status: 'draft', number: null }))).toEqual({
      ...NOTHING,
      edit: true,
      issue: true,
      delete: true,
      attach: true,
      duplicate: true,
      send: true,
    });
  });

  it('does not let an issued invoice be edited; it may be paid, credited, converted or voided', () => {
    expect(documentAbilities(founder, invoice())).toEqual({
      ...NOTHING,
      void: true,
      recordPayment: true,
      creditNote: true,
      attach: true,
      duplicate: true,
      send: true,
      convert: ['delivery'],
    });
  });

  it('does not let a voided invoice be paid or sent, nor a paid one be voided; either may be copied', () => {
    expect(documentAbilities(founder, invoice({ status: 'void' }))).toEqual({
      ...NOTHING,
      duplicate: true,
    });
    const paid = documentAbilities(founder, invoice({ status: 'paid', settled: '109.00' }));
    expect(paid).toMatchObject({ void: false, recordPayment: false, creditNote: true, send: true });
  });

  it('offers the transitions of the kind and state', () => {
    const quotation = invoice({ kind: 'quotation', number: 'QUO-000001' });
    expect(documentAbilities(founder, quotation)).toMatchObject({
      transition: ['accept', 'decline'],
      convert: ['service', 'invoice', 'delivery'],
    });
    expect(documentAbilities(founder, { ...quotation, status: 'declined' }).transition).toEqual([]);
  });

  it('gives a sales-read member nothing, on any kind in any state', () => {
    const salesRead = access({ ...NO_LEVELS, sales: 'read' });
    for (const kind of ['quotation', 'service', 'invoice'] as const) {
      for (const status of ['draft', 'issued'] as const) {
        expect(documentAbilities(salesRead, invoice({ kind, status }))).toEqual(NOTHING);
      }
    }
  });

  it('gives nothing in the read-only demo company, except to a developer', () => {
    expect(documentAbilities(access(FOUNDER_LEVELS, { companyReadOnly: true }), invoice())).toEqual(
      NOTHING,
    );
    const developer = access(FOUNDER_LEVELS, { companyReadOnly: true, isDeveloper: true });
    expect(documentAbilities(developer, invoice())).toMatchObject({ void: true, duplicate: true });
  });

  it('lets whoever may start a draft of the kind duplicate it, and only them', () => {
    const financeRead = access({ ...NO_LEVELS, finance: 'read' });
    const financeWrite = access({ ...NO_LEVELS, finance: 'write' });
    const salesWrite = access({ ...NO_LEVELS, sales: 'write' });
    expect(documentAbilities(financeRead, invoice()).duplicate).toBe(false);
    expect(documentAbilities(financeWrite, invoice()).duplicate).toBe(true);
    // Writing another department's kinds is no right to this one.
    expect(documentAbilities(salesWrite, invoice()).duplicate).toBe(false);
    expect(documentAbilities(salesWrite, invoice({ kind: 'quotation' })).duplicate).toBe(true);
    // The ability is the decision the duplicate command enforces.
    expect(decideDocument(financeRead, invoice(), 'duplicate')).toMatchObject({
      allowed: false,
      because: 'access',
      reason: expect.stringMatching(/write access to finance/),
    });
    expect(decideDocument(financeWrite, invoice({ status: 'void' }), 'duplicate')).toEqual({
      allowed: true,
    });
  });

  it('converts only into kinds the user may write', () => {
    const salesOnly = access({ ...NO_LEVELS, sales: 'write' });
    const quotation = invoice({ kind: 'quotation' });
    expect(documentAbilities(salesOnly, quotation).convert).toEqual(['service']);
  });
});

describe('decideDocument', () => {
  it('refuses for access before state: 403 says which level, 409 why the state forbids it', () => {
    const financeRead = access({ ...NO_LEVELS, finance: 'read' });
    expect(decideDocument(financeRead, invoice({ status: 'void' }), 'void')).toMatchObject({
      allowed: false,
      because: 'access',
    });
    expect(decideDocument(founder, invoice({ status: 'void' }), 'recordPayment')).toEqual({
      allowed: false,
      because: 'state',
      reason: 'Invoice INV-000001 is void: it takes no payment.',
    });
    expect(decideDocument(founder, invoice(), 'edit')).toMatchObject({
      allowed: false,
      because: 'state',
      reason: expect.stringMatching(/cannot be changed/),
    });
  });

  it('lets whoever may read documents of any kind read the letterhead', () => {
    for (const department of ['sales', 'finance', 'operation'] as const) {
      expect(decideLetterhead(access({ ...NO_LEVELS, [department]: 'read' }))).toEqual({
        allowed: true,
      });
    }
    expect(
      decideLetterhead(access({ ...NO_LEVELS, company: 'write', marketing: 'write' })),
    ).toEqual({
      allowed: false,
      because: 'access',
      reason: 'This needs read access to sales, finance or operation in this company.',
    });
    // The read-only demo refuses writes, not reads.
    expect(decideLetterhead(access(FOUNDER_LEVELS, { companyReadOnly: true })).allowed).toBe(true);
  });

  it('lets whoever writes the department create its kinds', () => {
    const financeWrite = access({ ...NO_LEVELS, finance: 'write' });
    expect(decideCreateDocument(financeWrite, 'invoice').allowed).toBe(true);
    expect(decideCreateDocument(financeWrite, 'quotation').allowed).toBe(false);
  });
});
