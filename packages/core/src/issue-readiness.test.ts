import { describe, expect, it } from 'vitest';
import { issueProblems } from './issue-readiness.ts';

const ready = { kind: 'invoice', contactId: 'c1', lineCount: 1, expenseCategory: null } as const;

describe('issueProblems', () => {
  it('finds nothing in a draft with a contact and a line', () => {
    expect(issueProblems(ready)).toEqual([]);
  });

  it('names every missing field, lines first', () => {
    expect(issueProblems({ ...ready, contactId: null, lineCount: 0 }).map((p) => p.field)).toEqual([
      'lines',
      'contactId',
    ]);
  });

  it('asks an expense for its category, not for a contact', () => {
    expect(
      issueProblems({ kind: 'expense', contactId: null, lineCount: 2, expenseCategory: null }),
    ).toEqual([
      { field: 'expenseCategory', message: 'Choose the expense category before issuing.' },
    ]);
    expect(
      issueProblems({ kind: 'expense', contactId: null, lineCount: 2, expenseCategory: 'rent' }),
    ).toEqual([]);
  });
});
