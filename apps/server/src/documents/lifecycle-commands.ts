import {
  type DocumentKind,
  decideConversion,
  decideTransition,
  decideVoid,
  documentActions,
  TRANSITIONS,
  type TransitionName,
} from '@kira/core/document-lifecycle';
import type { CreateDocument, Document } from '@kira/core/documents';
import { compareMoney } from '@kira/core/money';
import { and, eq } from 'drizzle-orm';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { withRetry } from '../db/retry.ts';
import { documents } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { loadDocumentParts, lockDocument, lockDocumentWithParts } from './document-store.ts';
import { insertDraft, loadFresh } from './draft-commands.ts';
import { issueWithin } from './issue-document.ts';
import { moneyEvent } from './money-events.ts';

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
