import { letterheadAddressLines } from '@kira/core/document-letterhead';
import { statementPayNow } from '@kira/core/statement-paynow';
import type { StatementCompany, StatementContent } from '@kira/core/statements';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { withRetry } from '../db/retry.ts';
import { statements } from '../db/schema/index.ts';
import { type CompanySnapshot, companyNow } from '../documents/company-reads.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';
import { lockStatementContact, statementPartyOf } from './statement-contact.ts';
import { statementOf } from './statement-figures.ts';
import { lastKeptStatement, takeStatementNumber } from './statement-store.ts';

/**
 * Keeps a contact's statement for a period as it stands now, with its number (series
 * `statement`, gapless), its letterhead and its PayNow code: what its PDF prints and its mail
 * carries, so it can be shown again exactly. When the last statement kept for the same contact
 * and period says the same (no document changed since), that one is given again rather than a
 * new number taken for a copy. One transaction, the contact's row locked so two requests do not
 * both keep one; audited.
 */
export async function keepStatement(
  access: RequestAccess,
  { contactId, from, to }: { contactId: string; from: string; to: string },
): Promise<StatementContent> {
  return withRetry(() =>
    access.scope.transaction(async (t) => {
      await lockStatementContact(t, contactId);
      const party = await statementPartyOf(t, contactId);
      const live = await statementOf(t, { contactId, contact: party.contact, from, to });
      const snapshot = await companyNow(t);
      if (!snapshot) throw new AppError('NOT_FOUND', 'This company no longer exists');
      const company = letterheadOf(snapshot);
      const last = await lastKeptStatement(t, { contactId, from, to });
      if (last && sameFigures(last, { ...live, company })) return last;
      const { value, number } = await takeStatementNumber(t, party.numbering);
      const id = ids.next('statement');
      const content: StatementContent = {
        ...live,
        number,
        id,
        company,
        payNow: statementPayNow({
          currencies: live.currencies,
          number,
          payNow: snapshot,
          merchantName: snapshot.legalName,
        }),
      };
      await t.tx.insert(statements).values({
        tenantId: t.ctx.tenantId,
        id,
        number,
        numberValue: value,
        contactId,
        fromDate: from,
        toDate: to,
        content,
        createdBy: t.ctx.userId,
      });
      await recordAudit(t, {
        entity: 'statement',
        entityId: id,
        action: 'create',
        after: {
          number,
          contactId,
          from,
          to,
          closing: Object.fromEntries(live.currencies.map((c) => [c.currency, c.closing])),
        },
      });
      return content;
    }),
  );
}

function letterheadOf(snapshot: CompanySnapshot): StatementCompany {
  return {
    legalName: snapshot.legalName,
    uen: snapshot.uen,
    addressLines: letterheadAddressLines(snapshot),
    phone: snapshot.phone,
    email: snapshot.email,
    gstNumber: snapshot.gstRegistered ? snapshot.gstNumber : '',
    logoFile: snapshot.logoFile,
  };
}

/** Whether a kept statement says what one made now would (its number and code aside). */
function sameFigures(kept: StatementContent, now: Omit<StatementContent, 'payNow'>): boolean {
  const figures = (c: Omit<StatementContent, 'payNow'>) =>
    canonical([c.contact, c.currencies, c.company]);
  return figures(kept) === figures(now);
}

/** JSON with every object's keys in order: a jsonb column gives them back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}
