import { z } from 'zod';
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
  transition: [],
  convert: [],
});

/** Every action with whether this user may take it on this document now. */
export function documentAbilities(access: Access, document: DocumentFacts): DocumentAbilities {
  // A list page asks for fifty documents of one kind in a handful of states: each state is
  // decided once per access (a request's), not once per row.
  const paid = isAboveZero(document.settled);
  const key = `${document.kind}|${document.status}|${paid}`;
  let known = abilitiesByAccess.get(access);
  if (!known) {
    known = new Map();
    abilitiesByAccess.set(access, known);
  }
  let abilities = known.get(key);
  if (!abilities) {
    abilities = decideAbilities(access, document);
    known.set(key, abilities);
  }
  return abilities;
}

const abilitiesByAccess = new WeakMap<Access, Map<string, DocumentAbilities>>();

function decideAbilities(access: Access, document: DocumentFacts): DocumentAbilities {
  const may = (action: DocumentAction) => decideDocument(access, document, action).allowed;
  return {
    edit: may('edit'),
    issue: may('issue'),
    void: may('void'),
    delete: may('delete'),
    recordPayment: may('recordPayment'),
    creditNote: may('creditNote'),
    attach: may('attach'),
    transition: TRANSITION_NAMES.filter((transition) => may({ transition })),
    convert: CONVERSIONS[document.kind].filter((to) => to !== 'credit' && may({ convert: to })),
  };
}
