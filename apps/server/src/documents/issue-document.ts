import { decideDraftChange, documentActions } from '@kira/core/document-lifecycle';
import { addDays, type Document, needsContact } from '@kira/core/documents';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { storedChange } from '../audit/record-audit.ts';
import { withRetry } from '../db/retry.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { NUMBER_TAKEN_AT_ISSUE, takeNumberAndIssue } from './close-issue.ts';
import {
  type CompanyContext,
  composeDocument,
  type DocumentParts,
  type DocumentRow,
  type DraftToIssue,
  loadParts,
  readDocument,
  readDocumentForIssue,
  snapshotOf,
} from './document-store.ts';
import { amountsAtIssue, auditedDocument, settleAmounts } from './draft-commands.ts';
import { moneyEvent } from './money-events.ts';

/** Kinds whose issue moves money in other documents (see moneyEvent). */
const MOVES_MONEY = new Set<DocumentRow['kind']>(['receipt', 'credit']);

/**
 * Issues a draft: the contact's snapshot is taken, the amounts are computed again at the
 * rates of the issue date, the next number of its kind is given, and the money event is
 * applied, all at once: a number is never lost or shared.
 *
 * Most issues (no money event, amounts as saved) are one statement after one read, without
 * a transaction: the statement issues the draft only if its row is still the version read,
 * and takes the number only then. The kind's number series is locked by that statement
 * alone, so concurrent issues queue for a statement rather than for a transaction's round
 * trips. The others, and a draft that changed since it was read, take the transaction
 * (retried whole if the database picks it as a deadlock's loser).
 */
export async function issueDocument(access: RequestAccess, id: string): Promise<Document> {
  const issued = access.scope.writesInTransaction ? null : await issueInOneStatement(access, id);
  return issued ?? withRetry(() => access.scope.transaction((t) => issueWithin(access, t, id)));
}

async function issueInOneStatement(access: RequestAccess, id: string): Promise<Document | null> {
  const t = access.scope.statements;
  const read = await readDocumentForIssue(t, id);
  const { row, context } = read;
  if (MOVES_MONEY.has(row.kind)) return null;
  const { parts, draft } = await issuableDraft(access, t, read);
  if (!amountsAtIssue(row, draft, parts.lines, context.settings).unchanged) return null;
  return closeIssue(t, { row, draft, parts, context, version: read.version });
}

/** The issue in the transaction `t` (also a recorded payment's receipt). */
export async function issueWithin(
  access: RequestAccess,
  t: TenantTransaction,
  id: string,
): Promise<Document> {
  const read = await readDocumentForIssue(t, id, { lock: true });
  const { row, context } = read;
  const { parts, draft } = await issuableDraft(access, t, read);
  const { lines, amounts } = await settleAmounts(t, row, draft, parts.lines, context.settings);
  await moneyEvent(t, 'issued', { ...row, ...amounts });
  // A payment or a credit has just changed the documents in its chain (and a receipt's own
  // settled amount): read them again.
  const reread = MOVES_MONEY.has(row.kind)
    ? await readDocument(t.tx, t.ctx.tenantId, id)
    : undefined;
  const issued = await closeIssue(t, {
    row: reread?.row ?? { ...row, ...amounts },
    draft,
    parts: reread
      ? await loadParts(t.tx, t.ctx.tenantId, reread.row, reread.own)
      : { ...parts, lines },
    context,
    version: null,
  });
  if (!issued) throw new Error(`Document ${id} was not issued`);
  return issued;
}

/** The draft as it stands, or the reason it cannot be issued (403, 409 or 400). */
async function issuableDraft(
  access: RequestAccess,
  t: TenantSession,
  { row, own, context }: DraftToIssue,
): Promise<{ parts: DocumentParts; draft: Document }> {
  assertAllowed(access, documentActions(row.kind).write);
  const decision = decideDraftChange(row.status, 'issue');
  if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
  const parts = await loadParts(t.tx, t.ctx.tenantId, row, own);
  const draft = composeDocument(row, parts);
  if (draft.lines.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Add at least one line before issuing.');
  if (needsContact(row.kind) && !row.contactId)
    throw new AppError('VALIDATION_FAILED', 'Choose the customer or supplier before issuing.');
  if (row.kind === 'expense' && !row.expenseCategory)
    throw new AppError('VALIDATION_FAILED', 'Choose the expense category before issuing.');
  if (row.contactId && !context.contact)
    throw new AppError('VALIDATION_FAILED', 'The contact of this draft no longer exists.');
  return { parts, draft };
}

/**
 * Numbers and issues the draft (`row`, its amounts as they will stay) in one statement, with
 * its audit record; the answer is built from what was written. Null when `version` is given
 * and the draft changed since.
 */
async function closeIssue(
  t: TenantSession,
  {
    row,
    draft,
    parts,
    context: { settings, contact, numbering },
    version,
  }: {
    row: DocumentRow;
    draft: Document;
    parts: DocumentParts;
    context: CompanyContext;
    version: string | null;
  },
): Promise<Document | null> {
  if (!numbering) throw new Error('The numbering was not read');
  const terms = contact?.paymentTermsDays ?? settings.paymentTermsDays;
  const at = new Date();
  const issuing: DocumentRow = {
    ...row,
    status: 'issued',
    number: NUMBER_TAKEN_AT_ISSUE,
    contactSnapshot: contact ? snapshotOf(contact) : null,
    dueDate: row.kind === 'invoice' ? (row.dueDate ?? addDays(row.issueDate, terms)) : row.dueDate,
    issuedAt: at,
    issuedBy: t.ctx.userId,
    updatedAt: at,
    updatedBy: t.ctx.userId,
  };
  const searchTextAfterNumber = [contact?.name ?? '', row.reference, row.notes]
    .concat(draft.lines.map((l) => l.description))
    .join(' ')
    .toLowerCase();
  const audit = storedChange({
    before: auditedDocument(draft),
    after: auditedDocument(composeDocument(issuing, parts)),
  });
  if (!audit?.before || !audit.after) throw new Error('Issuing changed nothing');
  const taken = await takeNumberAndIssue(t, {
    id: row.id,
    kind: row.kind,
    numbering,
    contactSnapshot: issuing.contactSnapshot,
    dueDate: issuing.dueDate,
    at,
    searchTextAfterNumber,
    audit: { before: audit.before, after: audit.after },
    version,
  });
  if (!taken) return null;
  const issued = {
    ...issuing,
    number: taken.number,
    numberValue: taken.value,
    searchText: `${taken.number.toLowerCase()} ${searchTextAfterNumber}`,
  };
  return composeDocument(issued, parts);
}
