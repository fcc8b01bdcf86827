import type { DocumentKind, TransitionName } from '@kira/core/document-lifecycle';
import type { ExpenseCategory, PaymentMethod } from '@kira/core/enums';
import type { TaxCode } from '@kira/core/tax-codes';

/** A document of the plan, named by the plan (the database gives it its id when it is made). */
export type PlanKey = string;

/** A line as the plan writes it: a product of the demo's list by its code, or free text. */
export interface PlannedLine {
  productCode: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxCode: TaxCode;
}

/** A draft's fields; the contact by its name in the demo's contact book. */
export interface PlannedDraft {
  contact: string | null;
  lines: PlannedLine[];
  dueDate?: string;
  validUntil?: string;
  deliveryDate?: string;
  currency?: string;
  exchangeRate?: string;
  reference?: string;
  notes?: string;
  expenseCategory?: ExpenseCategory;
  paymentMethod?: PaymentMethod;
  /** A receipt's draft: allocated to this invoice for its balance. */
  allocateTo?: PlanKey;
}

/** What a conversion's new draft changes of what it copied (and its date: the step's). */
export type ConvertChanges = Partial<
  Pick<
    PlannedDraft,
    'lines' | 'dueDate' | 'deliveryDate' | 'expenseCategory' | 'paymentMethod' | 'notes'
  >
>;

/** A file made in code (see demo-files.ts). */
export type DemoFileKind = 'pdf' | 'png';

/**
 * One thing done on a day, through the documents' use cases. `date` is a plain date: a
 * draft's issue date, a payment's date, and otherwise when it happens in the story.
 */
export type DemoStep =
  | { op: 'create'; date: string; key: PlanKey; kind: DocumentKind; draft: PlannedDraft }
  | {
      op: 'convert';
      date: string;
      key: PlanKey;
      from: PlanKey;
      kind: DocumentKind;
      changes?: ConvertChanges;
    }
  | { op: 'issue'; date: string; key: PlanKey }
  | { op: 'transition'; date: string; key: PlanKey; name: TransitionName }
  | {
      op: 'pay';
      date: string;
      /** The receipt the payment becomes. */
      key: PlanKey;
      invoice: PlanKey;
      /** The balance left (`rest`), or this percent of the balance. */
      share: 'rest' | number;
      method: PaymentMethod;
      reference: string;
    }
  | { op: 'void'; date: string; key: PlanKey; reason: string }
  | { op: 'attach'; date: string; key: PlanKey; file: DemoFileKind; fileName: string };

export type DemoOp = DemoStep['op'];
