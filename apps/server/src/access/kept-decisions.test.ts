import { FOUNDER_LEVELS } from '@kira/core/claims';
import type { Access } from '@kira/core/permissions';
import { abilitiesOf } from '@kira/core/permissions';
import { accessWith } from '@kira/core/policies/access-for-tests';
import { type DocumentFacts, documentAbilities } from '@kira/core/policies/document-policy';
import { describe, expect, it } from 'vitest';
import { keptAbilitiesOf, keptDocumentAbilities } from './kept-decisions.ts';

// A kept decision must be the one core would make for what is asked now, whatever was asked
// before: each is checked against core's, asked in one order and again in the reverse order
// (then answered from what was kept). That they are shared is how they save CPU, not tested.

const ACCESSES: Access[] = [
  accessWith(FOUNDER_LEVELS),
  accessWith(FOUNDER_LEVELS, { companyReadOnly: true }),
  accessWith(FOUNDER_LEVELS, { emailVerified: false }),
  accessWith({ sales: 'read' }),
  accessWith({ sales: 'write' }),
  accessWith({ finance: 'write' }),
  accessWith({ operation: 'write', sales: 'read' }),
  accessWith({}, { isDeveloper: true }),
];

const invoice = (facts: Partial<DocumentFacts> = {}): DocumentFacts => ({
  kind: 'invoice',
  status: 'issued',
  number: 'INV-000001',
  settled: '0.00',
  ...facts,
});

const DOCUMENTS: DocumentFacts[] = [
  invoice({ status: 'draft', number: null }),
  invoice(),
  invoice({ number: 'INV-000002' }),
  invoice({ status: 'partially_paid', settled: '10.00' }),
  invoice({ status: 'paid', settled: '109.00' }),
  invoice({ status: 'void' }),
  { kind: 'quotation', status: 'issued', number: 'QUO-000001', settled: '0.00' },
  { kind: 'quotation', status: 'accepted', number: 'QUO-000001', settled: '0.00' },
  { kind: 'receipt', status: 'issued', number: 'RCT-000001', settled: '0.00' },
  { kind: 'purchase', status: 'received', number: 'PO-000001', settled: '0.00' },
];

describe('kept decisions', () => {
  it("are core's answers for every access, in any order", () => {
    for (const order of [ACCESSES, [...ACCESSES].reverse()]) {
      for (const access of order) {
        // A new object alike, as every request makes.
        const alike = { ...access, levels: { ...access.levels } };
        expect(keptAbilitiesOf(alike), JSON.stringify(access)).toEqual(abilitiesOf(access));
      }
    }
  });

  it("are core's answers for every access and document state, in any order", () => {
    const asked = ACCESSES.flatMap((access) => DOCUMENTS.map((document) => ({ access, document })));
    for (const order of [asked, [...asked].reverse()]) {
      for (const { access, document } of order) {
        expect(
          keptDocumentAbilities({ ...access }, { ...document }),
          `${JSON.stringify(access)} ${JSON.stringify(document)}`,
        ).toEqual(documentAbilities(access, document));
      }
    }
  });

  it('answer a paid invoice and an unpaid one differently where core does', () => {
    const founder = accessWith(FOUNDER_LEVELS);
    expect(keptDocumentAbilities(founder, invoice()).recordPayment).toBe(true);
    expect(
      keptDocumentAbilities(founder, invoice({ status: 'paid', settled: '109.00' })).recordPayment,
    ).toBe(false);
    expect(keptDocumentAbilities(founder, invoice()).recordPayment).toBe(true);
  });
});
