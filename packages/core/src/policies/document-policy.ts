import {
  CONVERSIONS,
  DOCUMENT_KIND_VALUES,
  type DocumentKind,
  type DocumentStatus,
  decideConversion,
  decideDraftChange,
  decideTransition,
  decideVoid,
  describeStatus,
  documentActions,
  TRANSITION_NAMES,
  type TransitionName,
} from '../document-lifecycle.ts';
import { isAboveZero } from '../money.ts';
import type { Access } from '../permissions.ts';
import { z } from '../zod.ts';
import {
  ALLOWED,
  decideByAccess,
  firstRefusal,
  type PolicyDecision,
  refusedByState,
} from './policy.ts';

/** What the policy needs to know of a document: every list row and every record has it. */
export interface DocumentFacts {
  kind: DocumentKind;
  status: DocumentStatus;
  number: string | null;
  /** What payments and credits have settled of it (an invoice's), as a decimal string. */
  settled: string;
}

/** What one may do to a document; `transition` and `convert` name the allowed ones. */
export type DocumentAction =
  | 'read'
  | 'edit'
  | 'delete'
  | 'issue'
  | 'void'
  | 'recordPayment'
  | 'creditNote'
  | 'attach'
  | 'detach'
  | 'duplicate'
  | 'send'
  | { transition: TransitionName }
  | { convert: DocumentKind };

/** Whoever may read a kind's department may list its documents and their sums. */
export function decideListDocuments(access: Access, kind: DocumentKind): PolicyDecision {
  return decideByAccess(access, documentActions(kind).read);
}

/** Whoever may write a kind's department may start a draft of it. */
export function decideCreateDocument(access: Access, kind: DocumentKind): PolicyDecision {
  return decideByAccess(access, documentActions(kind).write);
}

/** The read actions of the departments whose documents these are (sales, finance, operation). */
const DOCUMENT_READS = [...new Set(DOCUMENT_KIND_VALUES.map((kind) => documentActions(kind).read))];

/**
 * The company's letterhead (its name, UEN, address, GST number and logo) heads every document:
 * whoever may read documents of any kind may read it, without the company settings' right.
 */
export function decideLetterhead(access: Access): PolicyDecision {
  const decisions = DOCUMENT_READS.map((action) => decideByAccess(access, action));
  if (decisions.some((decision) => decision.allowed)) return ALLOWED;
  // Unverified, the table's own reason says what would help; otherwise any one of the reads.
  if (!access.emailVerified) return decisions[0] as PolicyDecision;
  const departments = DOCUMENT_READS.map((action) => action.split('.')[0]);
  const named = `${departments.slice(0, -1).join(', ')} or ${departments.at(-1)}`;
  return {
    allowed: false,
    because: 'access',
    reason: `This needs read access to ${named} in this company.`,
  };
}

/**
 * The void of a document as its state alone decides it, with what still spends the credit it
 * gave (`describeCreditInUse`), which only the void's own transaction knows: 409 while any.
 */
export function decideVoidOf(document: DocumentFacts, creditInUse: string): PolicyDecision {
  const paid = isAboveZero(document.settled);
  const decision = decideVoid(document.kind, document.status, { paid, creditInUse });
  return decision.allowed ? ALLOWED : refusedByState(decision.reason);
}

/**
 * May this user do `action` to this document now? The permission table first (403: no state
 * would help), then the document's state (409). Every command asks this before it writes,
 * and `documentAbilities` asks it for every action, so the two cannot disagree.
 */
export function decideDocument(
  access: Access,
  document: DocumentFacts,
  action: DocumentAction,
): PolicyDecision {
  const { kind, status } = document;
  const writes = () => decideByAccess(access, documentActions(kind).write);
  const byState = (decision: { allowed: true } | { allowed: false; reason: string }) => () =>
    decision.allowed ? ALLOWED : refusedByState(decision.reason);
  if (action === 'read') return decideByAccess(access, documentActions(kind).read);
  if (action === 'edit' || action === 'delete' || action === 'issue') {
    return firstRefusal(writes, byState(decideDraftChange(status, action)));
  }
  if (action === 'void') {
    const paid = isAboveZero(document.settled);
    return firstRefusal(writes, byState(decideVoid(kind, status, { paid })));
  }
  if (action === 'detach') return writes();
  // A copy is a new draft of the same kind: whoever may read this one and start a draft of
  // its kind, whatever its state (a draft or a void one too).
  if (action === 'duplicate') {
    return firstRefusal(
      () => decideByAccess(access, documentActions(kind).read),
      () => decideCreateDocument(access, kind),
    );
  }
  // E-mailing it: a draft is issued first (the same right), a void one is not sent.
  if (action === 'send') {
    const sendable = () =>
      status === 'void' ? refusedByState('A void document is not sent.') : ALLOWED;
    return firstRefusal(writes, sendable);
  }
  if (action === 'attach') {
    const open = () =>
      status === 'void' ? refusedByState('A void document takes no attachments.') : ALLOWED;
    return firstRefusal(writes, open);
  }
  if (action === 'recordPayment') {
    return firstRefusal(
      () => decideByAccess(access, documentActions(kind).read),
      () => decideByAccess(access, documentActions('receipt').write),
      () => paymentAccepted(document),
    );
  }
  if (action === 'creditNote') return decideDocument(access, document, { convert: 'credit' });
  if ('transition' in action) {
    return firstRefusal(writes, byState(decideTransition(kind, status, action.transition)));
  }
  return firstRefusal(
    () => decideByAccess(access, documentActions(kind).read),
    () => decideByAccess(access, documentActions(action.convert).write),
    byState(decideConversion(kind, status, action.convert)),
  );
}

/** Only an issued or partly paid invoice takes a payment. */
function paymentAccepted({ kind, status, number }: DocumentFacts): PolicyDecision {
  if (kind !== 'invoice') return refusedByState('Only an invoice takes a payment.');
  if (status === 'issued' || status === 'partially_paid') return ALLOWED;
  const why =
    status === 'paid'
      ? 'already paid'
      : status === 'draft'
        ? 'not issued yet'
        : describeStatus(status);
  return refusedByState(`Invoice${number ? ` ${number}` : ''} is ${why}: it takes no payment.`);
}

export const documentAbilitiesSchema = z
  .object({
    edit: z.boolean(),
    issue: z.boolean(),
    void: z.boolean(),
    delete: z.boolean(),
    recordPayment: z.boolean(),
    creditNote: z.boolean(),
    /** Add a file to it (a void document takes none). */
    attach: z.boolean(),
    /** Start a new draft of the same kind from it (whoever may start one; any state). */
    duplicate: z.boolean(),
    /** E-mail it with its PDF (a draft is issued first; a void one is not sent). */
    send: z.boolean(),
    /** The transitions allowed now (accept, decline, complete, deliver, receive). */
    transition: z.array(z.enum(TRANSITION_NAMES as [TransitionName, ...TransitionName[]])),
    /** The kinds it may be converted into now (a credit note is `creditNote`). */
    convert: z.array(z.enum(DOCUMENT_KIND_VALUES)),
  })
  .meta({ id: 'DocumentAbilities' });
export type DocumentAbilities = z.infer<typeof documentAbilitiesSchema>;

/** What a member who may only read (or may not even read) may do to any document. */
export const NO_DOCUMENT_ABILITIES: DocumentAbilities = Object.freeze({
  edit: false,
  issue: false,
  void: false,
  delete: false,
  recordPayment: false,
  creditNote: false,
  attach: false,
  duplicate: false,
  send: false,
  transition: [],
  convert: [],
});

/**
 * Everything `documentAbilities` reads of a document, as text: documents with the same key are
 * answered alike for one access (`accessKey`), so the rows of a list page in one state can share
 * a decision kept by the server.
 */
export function documentStateKey(document: DocumentFacts): string {
  return `${document.kind}|${document.status}|${isAboveZero(document.settled)}`;
}

/** Every action with whether this user may take it on this document now (frozen). */
export function documentAbilities(access: Access, document: DocumentFacts): DocumentAbilities {
  const may = (action: DocumentAction) => decideDocument(access, document, action).allowed;
  return Object.freeze({
    edit: may('edit'),
    issue: may('issue'),
    void: may('void'),
    delete: may('delete'),
    recordPayment: may('recordPayment'),
    creditNote: may('creditNote'),
    attach: may('attach'),
    duplicate: may('duplicate'),
    send: may('send'),
    transition: Object.freeze(TRANSITION_NAMES.filter((transition) => may({ transition }))),
    convert: Object.freeze(
      CONVERSIONS[document.kind].filter((to) => to !== 'credit' && may({ convert: to })),
    ),
  }) as DocumentAbilities;
}
