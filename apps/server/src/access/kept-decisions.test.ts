import { FOUNDER_LEVELS } from '@kira/core/claims';
import { abilitiesOf } from '@kira/core/permissions';
import { accessWith } from '@kira/core/policies/access-for-tests';
import { type DocumentFacts, documentAbilities } from '@kira/core/policies/document-policy';
import { describe, expect, it } from 'vitest';
import { keptAbilitiesOf, keptDocumentAbilities } from './kept-decisions.ts';

const invoice = (facts: Partial<DocumentFacts> = {}): DocumentFacts => ({
  kind: 'invoice',
  status: 'issued',
  number: 'INV-000001',
  settled: '0.00',
  ...facts,
});

describe('kept decisions', () => {
  it("are core's answers, decided once for accesses alike and shared by the next request", () => {
    const first = keptAbilitiesOf(accessWith(FOUNDER_LEVELS));
    expect(first).toEqual(abilitiesOf(accessWith(FOUNDER_LEVELS)));
    expect(keptAbilitiesOf(accessWith({ ...FOUNDER_LEVELS }))).toBe(first);
    const readOnly = keptAbilitiesOf(accessWith(FOUNDER_LEVELS, { companyReadOnly: true }));
    expect(readOnly).not.toBe(first);
    expect(readOnly['sales.write']).toBe(false);
  });

  it('share a document decision between rows in one state, and only them', () => {
    const founder = accessWith(FOUNDER_LEVELS);
    const first = keptDocumentAbilities(founder, invoice());
    expect(first).toEqual(documentAbilities(founder, invoice()));
    expect(keptDocumentAbilities(accessWith(FOUNDER_LEVELS), invoice({ number: 'INV-9' }))).toBe(
      first,
    );
    const paid = keptDocumentAbilities(founder, invoice({ status: 'paid', settled: '109.00' }));
    expect(paid).not.toBe(first);
    expect(paid.recordPayment).toBe(false);
  });
});
