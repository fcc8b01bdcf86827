import { compareMoney, type MoneyInput } from './money-arithmetic.ts';
import type { Department } from './option-lists.ts';
import type { Action } from './permissions.ts';

/** The kinds of business document (PRODUCT.md section 3; the seed's values plus credit and refund). */
export const DOCUMENT_KINDS = [
  { value: 'service', label: 'Service Order', department: 'sales', idKind: 'service' },
  { value: 'quotation', label: 'Quotation', department: 'sales', idKind: 'quotation' },
  { value: 'invoice', label: 'Invoice', department: 'finance', idKind: 'invoice' },
  { value: 'delivery', label: 'Delivery Order', department: 'operation', idKind: 'delivery' },
  { value: 'receipt', label: 'Receipt', department: 'finance', idKind: 'receipt' },
  { value: 'purchase', label: 'Purchase Order', department: 'operation', idKind: 'purchase' },
  { value: 'expense', label: 'Expense', department: 'finance', idKind: 'expense' },
  { value: 'credit', label: 'Credit Note', department: 'finance', idKind: 'credit' },
  { value: 'refund', label: 'Refund', department: 'finance', idKind: 'refund' },
] as const satisfies readonly {
  value: string;
  label: string;
  department: Department;
  idKind: string;
}[];

export const DOCUMENT_KIND_VALUES = DOCUMENT_KINDS.map((kind) => kind.value) as [
  DocumentKind,
  ...DocumentKind[],
];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['value'];

function kindOf(kind: DocumentKind): (typeof DOCUMENT_KINDS)[number] {
  return DOCUMENT_KINDS.find((k) => k.value === kind) as (typeof DOCUMENT_KINDS)[number];
}

/** A kind as a heading names it: `Delivery Order` (the value itself if it is no kind). */
export function kindLabel(kind: DocumentKind): string {
  return DOCUMENT_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

/** A kind inside a sentence: `delivery order`. */
export function kindNoun(kind: DocumentKind): string {
  return kindLabel(kind).toLowerCase();
}

export function departmentOf(kind: DocumentKind): Department {
  return kindOf(kind).department;
}

/** The permission-table actions that read and write a kind (its department's). */
export function documentActions(kind: DocumentKind): { read: Action; write: Action } {
  const department = departmentOf(kind) as 'sales' | 'finance' | 'operation';
  return { read: `${department}.read`, write: `${department}.write` };
}

export const DOCUMENT_STATUSES = [
  'draft',
  'issued',
  'accepted',
  'declined',
  'completed',
  'partially_paid',
  'paid',
  'delivered',
  'received',
  'void',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The statuses a kind can have; every kind starts as a draft and can be voided once issued. */
export const STATUSES_OF: Record<DocumentKind, readonly DocumentStatus[]> = {
  quotation: ['draft', 'issued', 'accepted', 'declined', 'void'],
  service: ['draft', 'issued', 'completed', 'void'],
  invoice: ['draft', 'issued', 'partially_paid', 'paid', 'void'],
  delivery: ['draft', 'issued', 'delivered', 'void'],
  purchase: ['draft', 'issued', 'received', 'void'],
  receipt: ['draft', 'issued', 'void'],
  expense: ['draft', 'issued', 'void'],
  credit: ['draft', 'issued', 'void'],
  refund: ['draft', 'issued', 'void'],
};

/** What a person can do to a document that has a number: each moves it to a status. */
export const TRANSITIONS = {
  accept: { kinds: ['quotation'], from: ['issued'], to: 'accepted' },
  decline: { kinds: ['quotation'], from: ['issued'], to: 'declined' },
  complete: { kinds: ['service'], from: ['issued'], to: 'completed' },
  deliver: { kinds: ['delivery'], from: ['issued'], to: 'delivered' },
  receive: { kinds: ['purchase'], from: ['issued'], to: 'received' },
} as const satisfies Record<
  string,
  { kinds: readonly DocumentKind[]; from: readonly DocumentStatus[]; to: DocumentStatus }
>;
export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];

export type Decision = { allowed: true } | { allowed: false; reason: string };

const refuse = (reason: string): Decision => ({ allowed: false, reason });

/** A draft may be edited, deleted or issued; nothing else may. */
export function decideDraftChange(
  status: DocumentStatus,
  what: 'edit' | 'delete' | 'issue',
): Decision {
  if (status === 'draft') return { allowed: true };
  const verb = { edit: 'changed', delete: 'deleted', issue: 'issued again' }[what];
  return refuse(
    status === 'void'
      ? `This document is void and cannot be ${verb}.`
      : `An issued document cannot be ${verb}: void it, or correct it with a credit note.`,
  );
}

export function decideTransition(
  kind: DocumentKind,
  status: DocumentStatus,
  transition: TransitionName,
): Decision {
  const rule = TRANSITIONS[transition];
  if (!(rule.kinds as readonly DocumentKind[]).includes(kind)) {
    return refuse(`${capitalise(aOrAn(kindNoun(kind)))} cannot be marked ${rule.to}.`);
  }
  if (!(rule.from as readonly DocumentStatus[]).includes(status)) {
    return refuse(
      `Only an issued ${kindNoun(kind)} can be marked ${rule.to}; this one is ${describeStatus(status)}.`,
    );
  }
  return { allowed: true };
}

/**
 * Void: any issued document, except an invoice that payments or credits still point at, and a
 * receipt or credit note whose credit is applied or refunded (`creditInUse` names what spends
 * it, core's `describeCreditInUse`): that is undone first.
 */
export function decideVoid(
  kind: DocumentKind,
  status: DocumentStatus,
  settled: { paid: boolean; creditInUse?: string | undefined },
): Decision {
  if (status === 'draft') return refuse('A draft has no number: delete it instead of voiding it.');
  if (status === 'void') return refuse('This document is already void.');
  if (kind === 'invoice' && settled.paid) {
    return refuse(
      'Payments are recorded against this invoice: void their receipts first, or issue a credit note.',
    );
  }
  if (settled.creditInUse) {
    return refuse(
      `The credit of this ${kindNoun(kind)} is spent by ${settled.creditInUse}: undo that first.`,
    );
  }
  return { allowed: true };
}

/** Which kinds each kind converts into (PRODUCT.md section 3), lines and contact copied. */
export const CONVERSIONS: Record<DocumentKind, readonly DocumentKind[]> = {
  quotation: ['service', 'invoice', 'delivery'],
  service: ['invoice', 'delivery'],
  invoice: ['delivery', 'credit'],
  purchase: ['expense'],
  delivery: [],
  receipt: [],
  expense: [],
  credit: [],
  refund: [],
};

export function decideConversion(
  from: DocumentKind,
  status: DocumentStatus,
  to: DocumentKind,
): Decision {
  if (!CONVERSIONS[from].includes(to)) {
    return refuse(
      `${capitalise(aOrAn(kindNoun(from)))} cannot be converted into ${aOrAn(kindNoun(to))}.`,
    );
  }
  if (status === 'draft') return refuse(`Issue the ${kindNoun(from)} before converting it.`);
  if (status === 'void') return refuse(`A void ${kindNoun(from)} cannot be converted.`);
  if (from === 'quotation' && status === 'declined') {
    return refuse('A declined quotation cannot be converted.');
  }
  return { allowed: true };
}

/** An invoice's payment status from what has been paid or credited against its total. */
export function paymentStatus(
  total: MoneyInput,
  settled: MoneyInput,
): 'issued' | 'partially_paid' | 'paid' {
  if (compareMoney(settled, '0') <= 0) return 'issued';
  return compareMoney(settled, total) >= 0 ? 'paid' : 'partially_paid';
}

function aOrAn(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A status inside a sentence: `partially paid`. */
export function describeStatus(status: DocumentStatus): string {
  return DOCUMENT_STATUS_LABELS[status].toLowerCase();
}

/** A status as a person reads it: `Partially paid`. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  delivered: 'Delivered',
  received: 'Received',
  void: 'Void',
};
