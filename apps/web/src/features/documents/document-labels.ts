import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentStatus,
  kindLabel,
  kindNoun,
  type TransitionName,
} from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';

type ChainLink = Document['chain'][number];

/** A kind's documents in a heading or a count: `Invoices`, `Delivery Orders`. */
export function kindPlural(kind: DocumentKind): string {
  return `${kindLabel(kind)}s`;
}

/** The colour of a status badge: drafts grey, open ones blue, done green, void red. */
export function statusColor(status: DocumentStatus): string {
  if (status === 'draft') return 'gray';
  if (status === 'void' || status === 'declined') return 'red';
  if (status === 'issued' || status === 'partially_paid') return 'blue';
  return 'green';
}

const TRANSITION_LABELS: Record<TransitionName, string> = {
  accept: 'Accept',
  decline: 'Decline',
  complete: 'Complete',
  deliver: 'Mark delivered',
  receive: 'Mark received',
};

/** The button that moves an issued document on: `deliver` is "Mark delivered". */
export function transitionLabel(transition: TransitionName): string {
  return TRANSITION_LABELS[transition];
}

/** Who the contact of a kind is to the company: a purchase's is its supplier. */
export function contactRoleLabel(kind: DocumentKind): string {
  return kind === 'purchase' || kind === 'expense' ? 'Supplier' : 'Customer';
}

const RELATION_LABELS: Record<ChainLink['relation'], string> = {
  source: 'Created from',
  converted: 'Converted into',
  payment: 'Payment',
  credit: 'Credit note',
};

/** How a document of the chain is related to the one shown. */
export function relationLabel(relation: ChainLink['relation']): string {
  return RELATION_LABELS[relation];
}

/** A file's size as people read it: `812 B`, `14 KB`, `2.3 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How an attachment can be previewed: an image as a thumbnail, a PDF in a tab of its own. */
export function attachmentPreview(contentType: string): 'image' | 'pdf' | null {
  if (contentType.startsWith('image/')) return 'image';
  return contentType === 'application/pdf' ? 'pdf' : null;
}

const HISTORY_ACTIONS: Record<string, string> = {
  create: 'Created as a draft',
  duplicate: 'Created as a copy',
  update: 'Draft changed',
  issue: 'Issued',
  accept: 'Accepted',
  decline: 'Declined',
  complete: 'Completed',
  deliver: 'Marked delivered',
  receive: 'Marked received',
  void: 'Voided',
  attach: 'File attached',
  detach: 'File removed',
};

/** What an entry of a document's history did: `issue` is "Issued". */
export function historyActionLabel(action: string): string {
  const known = HISTORY_ACTIONS[action];
  if (known) return known;
  const from = /^convert-from-(.+)$/.exec(action)?.[1];
  const kind = DOCUMENT_KINDS.find((k) => k.value === from);
  if (kind) {
    const noun = kindNoun(kind.value);
    return `Converted from ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  }
  const words = action.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A document's field as the history names it: `dueDate` is "Due date", `gstNumber` "GST number". */
function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bgst\b/g, 'GST');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Recorded = Record<string, unknown> | null;

/**
 * What an entry of the history says besides its action: the attached or removed file, the
 * reason for voiding, or the fields a change of the draft touched. Null when nothing more.
 */
export function historyDetail({
  action,
  changes,
}: {
  action: string;
  changes: { before: Recorded; after: Recorded };
}): string | null {
  const { before, after } = changes;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  if (action === 'attach') return text(after?.fileName);
  if (action === 'detach') return text(before?.fileName);
  if (action === 'void') {
    const reason = text(after?.voidReason);
    return reason ? `Reason: ${reason}` : null;
  }
  if (action !== 'update') return null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.length > 0 ? `Changed: ${fields.map(fieldLabel).join(', ')}` : null;
}
