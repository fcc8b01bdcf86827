import {
  type DocumentKind,
  decideConversion,
  decideDraftChange,
  decideTransition,
  decideVoid,
  documentActions,
  TRANSITIONS,
  type TransitionName,
} from '@kira/core/document-lifecycle';
import { addDays, type CreateDocument, type Document, needsContact } from '@kira/core/documents';
import { compareMoney } from '@kira/core/money';
import { and, eq } from 'drizzle-orm';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit, storedChange } from '../audit/record-audit.ts';
import { withRetry } from '../db/retry.ts';
import { documents } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { NUMBER_TAKEN_AT_ISSUE, takeNumberAndIssue } from './close-issue.ts';
import {
  composeDocument,
  type DocumentRow,
  loadDocumentParts,
  loadParts,
  lockDocument,
  lockDocumentForIssue,
  lockDocumentWithParts,
  snapshotOf,
} from './document-store.ts';
import { auditedDocument, insertDraft, loadFresh, settleAmounts } from './draft-commands.ts';
import { moneyEvent } from './money-events.ts';

/**
 * Issues a draft: the contact's snapshot is taken, the amounts are computed again at the
 * rates of the issue date, the next number of its kind is given, and the money event is
 * applied, all in one transaction (retried whole if the database picks it as a deadlock's
 * loser, so a number is never lost or shared).
 */
export async function issueDocument(access: RequestAccess, id: string): Promise<Document> {
  return withRetry(() => access.scope.transaction((t) => issueWithin(access, t, id)));
}

async function issueWithin(
  access: RequestAccess,
  t: TenantTransaction,
  id: string,
): Promise<Document> {
  const { row, own, context } = await lockDocumentForIssue(t, id);
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
  const { settings, contact, numbering } = context;
  if (row.contactId && !contact)
    throw new AppError('VALIDATION_FAILED', 'The contact of this draft no longer exists.');
  const { lines, amounts } = await settleAmounts(t, row, draft, parts.lines, settings);
  await moneyEvent(t, 'issued', { ...row, ...amounts });
  // A payment or a credit has just changed the documents in its chain (and a receipt's own
  // settled amount): read them again.
  const settled = row.kind === 'receipt' ? await lockDocument(t, id) : { ...row, ...amounts };
  const issuedParts =
    row.kind === 'receipt' || row.kind === 'credit'
      ? await loadParts(t.tx, t.ctx.tenantId, row)
      : { ...parts, lines };
  if (!numbering) throw new Error('The numbering was not read');
  const terms = contact?.paymentTermsDays ?? settings.paymentTermsDays;
  const at = new Date();
  const issuing: DocumentRow = {
    ...settled,
    status: 'issued',
    number: NUMBER_TAKEN_AT_ISSUE,
    contactSnapshot: contact ? snapshotOf(contact) : null,
    dueDate: row.kind === 'invoice' ? (row.dueDate ?? addDays(row.issueDate, terms)) : row.dueDate,
    issuedAt: at,
    issuedBy: t.ctx.userId,
    updatedAt: at,
    updatedBy: t.ctx.userId,
  };
  const searchTextAfterNumber = ['', contact?.name ?? '', row.reference, row.notes]
    .concat(draft.lines.map((l) => l.description))
    .join(' ')
    .toLowerCase();
  const audit = storedChange({
    before: auditedDocument(draft),
    after: auditedDocument(composeDocument(issuing, issuedParts)),
  });
  if (!audit) throw new Error('Issuing changed nothing');
  // From here to the commit the kind's series is locked: one statement.
  const { number, value } = await takeNumberAndIssue(t, {
    id,
    kind: row.kind,
    numbering,
    contactSnapshot: issuing.contactSnapshot,
    dueDate: issuing.dueDate,
    at,
    searchTextAfterNumber,
    audit,
  });
  const issuedRow = {
    ...issuing,
    number,
    numberValue: value,
    searchText: number.toLowerCase() + searchTextAfterNumber,
  };
  return composeDocument(issuedRow, issuedParts);
}

export async function transitionDocument(
  access: RequestAccess,
  id: string,
  name: TransitionName,
): Promise<Document> {
  return access.scope.transaction(async (t) => {
    const row = await lockDocument(t, id);
    assertAllowed(access, documentActions(row.kind).write);
    const decision = decideTransition(row.kind, row.status, name);
    if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
    const to = TRANSITIONS[name].to;
    await t.tx
      .update(documents)
      .set({ status: to, updatedAt: new Date(), updatedBy: t.ctx.userId })
      .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
    await recordAudit(t, {
      entity: 'document',
      entityId: id,
      action: name,
      before: { status: row.status },
      after: { status: to },
    });
    return loadFresh(t, id);
  });
}

export async function voidDocument(
  access: RequestAccess,
  id: string,
  reason: string,
): Promise<Document> {
  return withRetry(() =>
    access.scope.transaction(async (t) => {
      const row = await lockDocument(t, id);
      assertAllowed(access, documentActions(row.kind).write);
      const decision = decideVoid(row.kind, row.status, {
        paid: compareMoney(row.settled, '0') > 0,
      });
      if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
      await moneyEvent(t, 'voided', row);
      await t.tx
        .update(documents)
        .set({
          status: 'void',
          voidReason: reason,
          voidedAt: new Date(),
          voidedBy: t.ctx.userId,
          updatedAt: new Date(),
          updatedBy: t.ctx.userId,
        })
        .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
      await recordAudit(t, {
        entity: 'document',
        entityId: id,
        action: 'void',
        before: { status: row.status },
        after: { status: 'void', voidReason: reason },
      });
      return loadFresh(t, id);
    }),
  );
}

/** A new draft of another kind from an issued document: contact and lines copied, linked back. */
export async function convertDocument(
  access: RequestAccess,
  id: string,
  kind: DocumentKind,
): Promise<Document> {
  return access.scope.transaction(async (t) => {
    const { row, own } = await lockDocumentWithParts(t, id);
    assertAllowed(access, documentActions(row.kind).read);
    assertAllowed(access, documentActions(kind).write);
    const decision = decideConversion(row.kind, row.status, kind);
    if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
    const source = await loadDocumentParts(t.tx, t.ctx.tenantId, row, own);
    const input: CreateDocument = {
      kind,
      contactId: row.contactId,
      dueDate: null,
      validUntil: null,
      deliveryDate: null,
      currency: row.currency,
      exchangeRate: source.exchangeRate,
      reference: row.reference || (row.number ?? ''),
      pricesIncludeGst: row.pricesIncludeGst,
      documentDiscount: source.documentDiscount,
      lines: source.lines.map(
        ({ productId, description, quantity, unit, unitPrice, discount, taxCode }) => ({
          productId,
          description,
          quantity,
          unit,
          unitPrice,
          discount,
          taxCode,
        }),
      ),
      notes: row.notes,
      terms: row.terms,
      expenseCategory: null,
      paymentMethod: null,
      allocations: [],
    };
    return insertDraft(t, input, row.id, `convert-from-${row.kind}`);
  });
}

/**
 * Records a payment of an invoice: a receipt for the amount, allocated to it, issued at once,
 * in one transaction with the invoice's new balance.
 */
export async function recordPayment(
  access: RequestAccess,
  invoiceId: string,
  payment: {
    amount: string;
    date: string;
    paymentMethod: CreateDocument['paymentMethod'];
    reference: string;
  },
): Promise<Document> {
  assertAllowed(access, documentActions('receipt').write);
  return withRetry(() =>
    access.scope.transaction(async (t) => {
      const invoice = await lockDocument(t, invoiceId);
      if (invoice.kind !== 'invoice') throw new AppError('NOT_FOUND', `No invoice ${invoiceId}`);
      const receipt = await insertDraft(
        t,
        {
          kind: 'receipt',
          contactId: invoice.contactId,
          issueDate: payment.date,
          dueDate: null,
          validUntil: null,
          deliveryDate: null,
          currency: invoice.currency,
          exchangeRate: invoice.exchangeRate,
          reference: payment.reference,
          pricesIncludeGst: false,
          documentDiscount: null,
          lines: [
            {
              productId: null,
              description: `Payment for ${invoice.number ?? invoiceId}`,
              quantity: '1',
              unit: '',
              unitPrice: payment.amount,
              discount: null,
              taxCode: 'OS',
            },
          ],
          notes: '',
          terms: '',
          expenseCategory: null,
          paymentMethod: payment.paymentMethod,
          allocations: [{ invoiceId, amount: payment.amount }],
        },
        null,
        'record-payment',
      );
      return issueWithin(access, t, receipt.id);
    }),
  );
}
