import { decideCreateDocument } from '@kira/core/policies/document-policy';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { withRetry } from '../db/retry.ts';
import { creditUses, documents } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { creditEvent } from '../documents/money-events.ts';
import { AppError } from '../http/app-error.ts';
import { type CreditAnswer, creditAnswer } from './credit-answer.ts';
import { lockInvoices } from './credit-invoices.ts';

/**
 * Undoes an application of credit: each invoice's settled amount and status and each source's
 * settled amount go back as they were, and its `credit_uses` rows are kept, marked undone. The
 * invoices are locked, then the sources, as the application locked them. 409 when it is
 * undone already; 404 when the contact has no such application.
 */
export async function undoCreditApplication(
  access: RequestAccess,
  contactId: string,
  applicationId: string,
): Promise<CreditAnswer> {
  enforce(decideCreateDocument(access, 'receipt'));
  return withRetry(
    () =>
      access.scope.transaction(async (t) => {
        const ofApplication = and(
          t.owns(creditUses.tenantId),
          eq(creditUses.contactId, contactId),
          eq(creditUses.applicationId, applicationId),
        );
        const all = await t.tx.select().from(creditUses).where(ofApplication);
        if (all.length === 0)
          throw new AppError('NOT_FOUND', `No credit application ${applicationId}`);
        const invoices = await lockInvoices(t, [
          ...new Set(all.flatMap((use) => (use.invoiceId ? [use.invoiceId] : []))),
        ]);
        const sources = await lockSources(t, [...new Set(all.map((use) => use.sourceId))]);
        const uses = await t.tx
          .select()
          .from(creditUses)
          .where(and(ofApplication, isNull(creditUses.undoneAt)))
          .orderBy(creditUses.id)
          .for('update');
        if (uses.length === 0)
          throw new AppError(
            'CONFLICT',
            `The credit application ${applicationId} is undone already.`,
          );
        await creditEvent(t, {
          event: 'undone',
          applicationId,
          uses: uses.map((use) => ({
            sourceId: use.sourceId,
            invoiceId: use.invoiceId ?? '',
            amount: use.amount,
          })),
          invoices,
          sources,
        });
        await t.tx
          .update(creditUses)
          .set({ undoneAt: new Date(), undoneBy: t.ctx.userId })
          .where(and(ofApplication, isNull(creditUses.undoneAt)));
        await recordAudit(t, {
          entity: 'credit-application',
          entityId: applicationId,
          action: 'undo',
          before: { contactId, undone: false },
          after: { contactId, undone: true },
        });
        return creditAnswer(access, t, contactId, applicationId);
      }),
    { attempts: 10 },
  );
}

async function lockSources(t: TenantTransaction, ids: string[]) {
  return t.tx
    .select({ id: documents.id, settled: documents.settled })
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, ids)))
    .orderBy(documents.id)
    .for('update');
}
