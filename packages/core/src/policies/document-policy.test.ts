import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS, NO_LEVELS } from '../claims.ts';
import { accessWith } from './access-for-tests.ts';
import {
  type DocumentFacts,
  decideCreateDocument,
  decideDocument,
  documentAbilities,
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
  it('lets a draft be edited, issued and deleted, and nothing else', () => {
    expect(documentAbilities(founder, invoice({ status: 'draft', number: null }))).toEqual({
      ...NOTHING,
      edit: true,
      issue: true,
      delete: true,
      attach: true,
    });
  });

  it('does not let an issued invoice be edited; it may be paid, credited, converted or voided', () => {
    expect(documentAbilities(founder, invoice())).toEqual({
      ...NOTHING,
      void: true,
      recordPayment: true,
      creditNote: true,
      attach: true,
      convert: ['delivery'],
    });
  });

  it('does not let a voided invoice be paid, nor a paid one be voided', () => {
    expect(documentAbilities(founder, invoice({ status: 'void' }))).toEqual(NOTHING);
    const paid = documentAbilities(founder, invoice({ status: 'paid', settled: '109.00' }));
    expect(paid).toMatchObject({ void: false, recordPayment: false, creditNote: true });
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
    expect(documentAbilities(developer, invoice()).void).toBe(true);
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

  it('lets whoever writes the department create its kinds', () => {
    const financeWrite = access({ ...NO_LEVELS, finance: 'write' });
    expect(decideCreateDocument(financeWrite, 'invoice').allowed).toBe(true);
    expect(decideCreateDocument(financeWrite, 'quotation').allowed).toBe(false);
  });
});
