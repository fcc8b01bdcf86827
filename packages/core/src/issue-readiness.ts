import type { DocumentKind } from './document-lifecycle.ts';

/** Kinds whose documents carry a customer or supplier. */
export function needsContact(kind: DocumentKind): boolean {
  return kind !== 'expense';
}

/** A field a draft must fill before it is issued, named as the document names it. */
export interface IssueProblem {
  field: 'lines' | 'contactId' | 'expenseCategory';
  message: string;
}

interface DraftToCheck {
  kind: DocumentKind;
  contactId: string | null;
  lineCount: number;
  expenseCategory: string | null;
}

/**
 * What a draft still lacks to be issued, in the order the server refuses it: lines, then the
 * contact, then an expense's category. Empty when it may be issued. The server checks these
 * on issuing; the editor checks them before it saves, so a refused Issue leaves no new draft.
 */
export function issueProblems(draft: DraftToCheck): IssueProblem[] {
  const problems: IssueProblem[] = [];
  if (draft.lineCount === 0)
    problems.push({ field: 'lines', message: 'Add at least one line before issuing.' });
  if (needsContact(draft.kind) && !draft.contactId)
    problems.push({
      field: 'contactId',
      message: 'Choose the customer or supplier before issuing.',
    });
  if (draft.kind === 'expense' && !draft.expenseCategory)
    problems.push({
      field: 'expenseCategory',
      message: 'Choose the expense category before issuing.',
    });
  return problems;
}
