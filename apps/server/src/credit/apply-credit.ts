import { type ApplyCredit, creditAvailable, spendOldestFirst } from '@kira/core/credit';
import { todayInSingapore } from '@kira/core/dates';
import { compareMoney, formatMoney, subtractMoney, sumMoney } from '@kira/core/money';
import { decideCreateDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { withRetry } from '../db/retry.ts';
import { creditUses } from '../db/schema/index.ts';
import { creditEvent } from '../documents/money-events.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';
import { type CreditAnswer, creditAnswer } from './credit-answer.ts';
import { assertContactExists, assertTakesCredit, lockInvoices } from './credit-invoices.ts';
import { lockCreditSources, type SourceRow } from './credit-sources.ts';

/**
 * Spends a contact's credit on its invoices: each allocation takes the contact's credit in the
 * invoice's currency, from its receipts and credit notes oldest first, as `credit_uses` rows
 * sharing one application id. In one transaction, the invoices locked and then the sources
 * (both in id order, as every use case that spends credit locks them), so concurrent
 * applications and payments never over-allocate an invoice nor spend credit twice. Refused
 * whole (409 with the reason and the amount) when one allocation breaks a rule.
 */
export async function applyCredit(
  access: RequestAccess,
  contactId: string,
  input: ApplyCredit,
): Promise<CreditAnswer> {
  enforce(decideCreateDocument(access, 'receipt'));
  const usedOn = input.date ?? todayInSingapore();
  return withRetry(
    () =>
      access.scope.transaction(async (t) => {
        await assertContactExists(t, contactId);
        const locked = await lockInvoices(
          t,
          input.allocations.map((a) => a.invoiceId),
        );
        const invoices = input.allocations.map((a) =>
          assertTakesCredit(
            locked.find((row) => row.id === a.invoiceId),
            { ...a, contactId },
          ),
        );
        const sources = new Map<string, SourceRow[]>();
        for (const currency of [...new Set(invoices.map((invoice) => invoice.currency))].sort()) {
          const ofCurrency = await lockCreditSources(t, contactId, currency);
          const wanted = sumMoney(
            input.allocations
              .filter((_, index) => invoices[index]?.currency === currency)
              .map((a) => a.amount),
          );
          const available = creditAvailable(ofCurrency);
          if (compareMoney(wanted, available) > 0) {
            const message = `${currency} ${formatMoney(wanted)} is more than the credit available (${currency} ${available}).`;
            throw new AppError('CONFLICT', message, [{ field: 'allocations', message }]);
          }
          sources.set(currency, ofCurrency);
        }
        const applicationId = ids.next('credit-application');
        const uses = invoices.flatMap((invoice, index) => {
          const ofCurrency = sources.get(invoice.currency) ?? [];
          const amount = input.allocations[index]?.amount ?? '0';
          return (spendOldestFirst(ofCurrency, amount) ?? []).map((part) => {
            const source = ofCurrency.find((s) => s.id === part.sourceId);
            if (source) source.open = formatMoney(subtractMoney(source.open, part.amount));
            return {
              tenantId: t.ctx.tenantId,
              id: ids.next('credit-use'),
              contactId,
              sourceId: part.sourceId,
              applicationId,
              invoiceId: invoice.id,
              currency: invoice.currency,
              amount: part.amount,
              usedOn,
              createdBy: t.ctx.userId,
            };
          });
        });
        await t.tx.insert(creditUses).values(uses);
        await creditEvent(t, {
          event: 'applied',
          applicationId,
          uses,
          invoices: locked,
          sources: [...sources.values()].flat(),
        });
        await recordAudit(t, {
          entity: 'credit-application',
          entityId: applicationId,
          action: 'apply',
          after: { contactId, usedOn, allocations: input.allocations },
        });
        return creditAnswer(access, t, contactId, applicationId);
      }),
    { attempts: 10 },
  );
}
