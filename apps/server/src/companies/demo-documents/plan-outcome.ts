import { type DocumentKind, type DocumentStatus, TRANSITIONS } from '@kira/core/document-lifecycle';
import type { ExpenseCategory } from '@kira/core/enums';
import type { DemoStep, PlanKey } from './plan-types.ts';

/** A document as the plan leaves it, worked out from the steps alone (no database). */
export interface PlannedDocument {
  key: PlanKey;
  kind: DocumentKind;
  status: DocumentStatus;
  issueDate: string;
  dueDate: string | null;
  validUntil: string | null;
  source: PlanKey | null;
  expenseCategory: ExpenseCategory | null;
  attachments: number;
}

/**
 * What the steps make, by the rules of the documents' lifecycle: an invoice is paid when a
 * payment of its balance stands, partly paid while only smaller payments or credits stand;
 * voiding a receipt or a credit note takes its share back. The seeding test checks the
 * database ends the same way, so this is the plan's own account of itself.
 */
export function outcomeOf(plan: readonly DemoStep[]): Map<PlanKey, PlannedDocument> {
  const documents = new Map<PlanKey, PlannedDocument>();
  // Per invoice, the receipts and credit notes that stand against it, and whether each paid
  // the whole balance left at the time.
  const settlements = new Map<PlanKey, Map<PlanKey, 'rest' | 'part'>>();
  const settles = new Map<PlanKey, PlanKey>();
  const get = (key: PlanKey) => {
    const found = documents.get(key);
    if (!found) throw new Error(`The plan uses ${key} before making it`);
    return found;
  };
  const settle = (invoice: PlanKey, by: PlanKey, share: 'rest' | 'part' | null) => {
    const target = get(invoice);
    const standing = settlements.get(invoice) ?? new Map<PlanKey, 'rest' | 'part'>();
    if (share) standing.set(by, share);
    else standing.delete(by);
    settlements.set(invoice, standing);
    settles.set(by, invoice);
    const shares = [...standing.values()];
    target.status = shares.includes('rest')
      ? 'paid'
      : shares.length > 0
        ? 'partially_paid'
        : 'issued';
  };
  const make = (key: PlanKey, document: Omit<PlannedDocument, 'key' | 'attachments'>) => {
    if (documents.has(key)) throw new Error(`The plan makes ${key} twice`);
    documents.set(key, { key, attachments: 0, ...document });
  };
  for (const step of plan) {
    if (step.op === 'create') {
      const { draft } = step;
      make(step.key, {
        kind: step.kind,
        status: 'draft',
        issueDate: step.date,
        dueDate: draft.dueDate ?? null,
        validUntil: draft.validUntil ?? null,
        source: null,
        expenseCategory: draft.expenseCategory ?? null,
      });
    } else if (step.op === 'convert') {
      get(step.from);
      make(step.key, {
        kind: step.kind,
        status: 'draft',
        issueDate: step.date,
        dueDate: step.changes?.dueDate ?? null,
        validUntil: null,
        source: step.from,
        expenseCategory: step.changes?.expenseCategory ?? null,
      });
    } else if (step.op === 'issue') {
      const document = get(step.key);
      document.status = 'issued';
      if (document.kind === 'credit' && document.source) settle(document.source, step.key, 'part');
    } else if (step.op === 'transition') {
      get(step.key).status = TRANSITIONS[step.name].to;
    } else if (step.op === 'pay') {
      make(step.key, {
        kind: 'receipt',
        status: 'issued',
        issueDate: step.date,
        dueDate: null,
        validUntil: null,
        source: null,
        expenseCategory: null,
      });
      settle(step.invoice, step.key, step.share === 'rest' ? 'rest' : 'part');
    } else if (step.op === 'void') {
      get(step.key).status = 'void';
      const invoice = settles.get(step.key);
      if (invoice) settle(invoice, step.key, null);
    } else {
      get(step.key).attachments += 1;
    }
  }
  return documents;
}

/** How many documents of each kind end in each status: `counts.invoice.paid`. */
export function countsOf(documents: Iterable<PlannedDocument>) {
  const counts: Partial<Record<DocumentKind, Partial<Record<DocumentStatus, number>>>> = {};
  for (const { kind, status } of documents) {
    const ofKind = counts[kind] ?? {};
    ofKind[status] = (ofKind[status] ?? 0) + 1;
    counts[kind] = ofKind;
  }
  return counts;
}

/** Late on `today`, as the server reads it: unpaid invoices past due, open quotations past valid. */
export function isLate(document: PlannedDocument, today: string): boolean {
  if (document.kind === 'invoice')
    return (
      (document.status === 'issued' || document.status === 'partially_paid') &&
      document.dueDate !== null &&
      document.dueDate < today
    );
  return (
    document.kind === 'quotation' &&
    document.status === 'issued' &&
    document.validUntil !== null &&
    document.validUntil < today
  );
}
