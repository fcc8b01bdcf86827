import { documentSearchText } from '@kira/core/document-search-text';
import type { TaxSummary } from '@kira/core/document-totals';
import { addDays, type DocumentRecord } from '@kira/core/documents';
import { issueProblems } from '@kira/core/issue-readiness';
import { isAboveZero } from '@kira/core/money';
import { paysThroughAccount, settlesInvoices } from '@kira/core/money-kinds';
import { likelyDocumentNumbers } from '@kira/core/numbering';
import { decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { auditRow } from '../../audit/record-audit.ts';
import { withRetry } from '../../db/retry.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { accountForPayment } from '../../money-accounts/money-accounts-store.ts';
import { holdDocumentPlace } from '../../plans/plan-limits.ts';
import { auditedDocument } from '../compose/audited-document.ts';
import { composeDocument, snapshotOf, taxSummaryOf } from '../compose/compose-document.ts';
import { moneyEvent, withChanged } from '../money-events.ts';
import type { CompanyContext } from '../store/company-context.ts';
import type { DocumentParts, DocumentRow } from '../store/document-rows.ts';
import { type DraftToIssue, lockDraftToIssue } from '../store/draft-to-issue.ts';
import { numberFellOutside, takeNumberAndWriteIssued } from '../store/issue-rows.ts';
import { loadParts } from '../store/read-document.ts';
import { settleAmounts } from './draft-amounts.ts';

/**
 * Issues a draft in its own transaction: see `issueWithin`.
 * Run again whole when the database picks it as a deadlock's loser, or when its number fell
 * outside those formatted ahead (`issueRetried`).
 */
export async function issueDocument(access: RequestAccess, id: string): Promise<DocumentRecord> {
  return withRetry(() => access.scope.transaction((t) => issueWithin(access, t, id)), issueRetried);
}

/** How a transaction that issues runs again: see `numberFellOutside`. */
export const issueRetried = { alsoWhen: numberFellOutside };

/**
 * The one road to issue, inside the transaction `t`: the draft is locked, its amounts are
 * computed again at the rates of its issue date, the money it moves is moved (`moneyEvent`,
 * where the ledger's postings belong), then the kind's next number is taken, formatted by
 * core and written with the contact's and the company's snapshots (what the document will
 * print from then on, whatever the settings become) and the audit record.
 *
 * The number is taken last, so the kind's series stays locked only for the closing writes
 * and the commit. Whatever else must commit with an issue (a recorded payment's receipt, a
 * mail in the outbox) calls this inside its own transaction. The caller retries as
 * `issueRetried` says.
 */
export async function issueWithin(
  access: RequestAccess,
  t: TenantTransaction,
  id: string,
): Promise<DocumentRecord> {
  return issueDraft(access, t, await lockDraftToIssue(t, id));
}

/** How a draft written in the same transaction is issued (a recorded payment's receipt). */
export interface WrittenHere {
  /** The documents it settles, already locked by the caller. */
  settles: DocumentRow[];
  /** Its one audit entry's action: it never stood as a draft, so the entry has no `before`. */
  auditAction: string;
}

/**
 * `issueWithin` from the draft in hand: `read` as `lockDraftToIssue` gives it, or a draft the
 * caller wrote in this transaction (`writtenHere`), so nothing of it is read back.
 */
export async function issueDraft(
  access: RequestAccess,
  t: TenantTransaction,
  read: DraftToIssue,
  writtenHere?: WrittenHere,
): Promise<DocumentRecord> {
  enforce(decideDocument(access, read.row, 'issue'));
  const { row, context } = read;
  const { parts, draft } = await issuableDraft(t, read, writtenHere?.settles);
  // Quotations, invoices and orders count against the plan's documents a month (402 beyond).
  await holdDocumentPlace(t, row.kind);
  const settled = await settleAmounts(t, row, draft, parts.lines, context.settings);
  const { lines, amounts, taxes } = settled;
  // The totals were just computed at the issue date: when the stored lines stand as they are,
  // their GST summary is the draft's too, so it is not computed a second time.
  draft.taxes = lines === parts.lines ? taxes : taxSummaryOf(row, parts.lines);
  if (row.kind === 'refund' && isAboveZero(amounts.tax))
    throw notYet('lines', 'A refund carries no GST: give its line the out-of-scope tax code (OS).');
  // A receipt or refund went through an account: the one chosen, else the company's default.
  const accountId = paysThroughAccount(row.kind)
    ? await accountForPayment(t, row.accountId)
    : row.accountId;
  const moved = await moneyEvent(t, {
    event: 'issued',
    document: { ...row, ...amounts, accountId },
    lines,
    taxes,
    allocations: parts.allocations,
    settings: context.settings,
    settles: parts.linked,
  });
  return numberAndIssue(t, {
    likelyNumber: read.likelyNumber,
    row: { ...row, ...amounts, accountId, settled: moved.settled },
    draft: writtenHere ? null : draft,
    auditAction: writtenHere?.auditAction ?? 'issue',
    parts: { ...parts, lines, linked: withChanged(parts.linked, moved.changed) },
    context,
    taxes,
  });
}

/**
 * The draft as it stands, its GST summary left for the caller (`taxes` empty), or the reason
 * it cannot be issued yet (400), naming the field to fill in its `details` as the document
 * names it (`lines`, `contactId`, `expenseCategory`), so a screen shows it beside that field.
 */
async function issuableDraft(
  t: TenantTransaction,
  { row, own, context }: DraftToIssue,
  settles: DocumentRow[] | undefined,
): Promise<{ parts: DocumentParts; draft: DocumentRecord }> {
  // What a receipt or credit note settles is locked now: its issue changes those rows.
  const parts = settles
    ? { ...own, derived: [], linked: settles }
    : await loadParts(t, row, own, { lockLinked: settlesInvoices(row.kind) });
  const draft = composeDocument(row, parts, []);
  const [problem] = issueProblems({
    kind: row.kind,
    contactId: row.contactId,
    lineCount: draft.lines.length,
    expenseCategory: row.expenseCategory,
  });
  if (problem) throw notYet(problem.field, problem.message);
  if (row.contactId && !context.contact)
    throw notYet('contactId', 'The contact of this draft no longer exists.');
  return { parts, draft };
}

function notYet(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field, message }]);
}

/**
 * Numbers the draft (`row`, its amounts as they will stay) and writes it issued, audited.
 * Everything but the number is made before the number is taken: from then until the commit
 * every other issue of the kind waits, so only the number is filled in while they do.
 */
async function numberAndIssue(
  t: TenantTransaction,
  {
    likelyNumber,
    row,
    draft,
    auditAction,
    parts,
    context: { settings, contact, numbering },
    taxes,
  }: {
    likelyNumber: number;
    row: DocumentRow;
    /** The draft as it stood, for the audit's `before`; null when it never stood (`WrittenHere`). */
    draft: DocumentRecord | null;
    auditAction: string;
    parts: DocumentParts;
    context: CompanyContext;
    taxes: TaxSummary[];
  },
): Promise<DocumentRecord> {
  if (!numbering) throw new Error('The numbering was not read');
  const terms = contact?.paymentTermsDays ?? settings.paymentTermsDays;
  const searchTextAfterNumber = documentSearchText({
    contactName: contact?.name ?? '',
    reference: row.reference,
    notes: row.notes,
    lineDescriptions: parts.lines.map((l) => l.description),
  });
  const at = new Date();
  const issued: DocumentRow = {
    ...row,
    status: 'issued',
    number: NUMBER_TO_COME,
    contactSnapshot: contact ? snapshotOf(contact) : null,
    dueDate: row.kind === 'invoice' ? (row.dueDate ?? addDays(row.issueDate, terms)) : row.dueDate,
    issuedAt: at,
    issuedBy: t.ctx.userId,
    updatedAt: at,
    updatedBy: t.ctx.userId,
  };
  const document = composeDocument(issued, parts, taxes);
  const audit = auditRow(t, {
    entity: 'document',
    entityId: row.id,
    action: auditAction,
    before: draft && auditedDocument(draft),
    after: auditedDocument(document),
  });
  // The statement writes the number into the record's `after` (jsonb_set).
  if (!audit) throw new Error('Issuing always changes the document');
  const likely = {
    first: likelyNumber,
    numbers: likelyDocumentNumbers(numbering, likelyNumber, LIKELY_NUMBERS),
  };

  const series = { kind: row.kind, prefix: numbering.prefix, likely };
  const taken = await takeNumberAndWriteIssued(t, series, issued, searchTextAfterNumber, audit);
  document.number = taken.number;
  return document;
}

/** What the number reads as until it is taken: a draft has none, so the audit records it. */
const NUMBER_TO_COME = '';

/**
 * How many numbers from where the series stood are formatted ahead: more than the issues of
 * a kind that can take a number between this one's read and its own (one per connection).
 */
const LIKELY_NUMBERS = 32;
