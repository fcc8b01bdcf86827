import type { CreditSource, CurrencyCredit } from '@kira/core/credit';
import { formatMoney, type MoneyInput, subtractMoney } from '@kira/core/money';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { documents } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';

type DocumentRow = typeof documents.$inferSelect;

/** A receipt or credit note with credit open, as the credit use cases read it. */
export interface SourceRow extends CreditSource {
  number: string | null;
  settled: string;
}

/** What a contact's credit is made of: its issued receipts and credit notes not used up. */
const creditOf = (t: TenantSession, contactId: string) =>
  and(
    t.owns(documents.tenantId),
    eq(documents.contactId, contactId),
    inArray(documents.kind, ['receipt', 'credit']),
    eq(documents.status, 'issued'),
    gt(documents.payable, documents.settled),
  );

/**
 * The contact's credit sources in one currency, their rows locked until the transaction ends
 * (in id order, as every use case that spends credit locks them), so no two spend the same.
 */
export async function lockCreditSources(
  t: TenantTransaction,
  contactId: string,
  currency: string,
): Promise<SourceRow[]> {
  const rows = await t.tx
    .select({
      id: documents.id,
      number: documents.number,
      issueDate: documents.issueDate,
      payable: documents.payable,
      settled: documents.settled,
    })
    .from(documents)
    .where(and(creditOf(t, contactId), eq(documents.currency, currency)))
    .orderBy(asc(documents.id))
    .for('update');
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    order: row.number ?? row.id,
    settled: row.settled,
    open: formatMoney(subtractMoney(row.payable, row.settled)),
  }));
}

/** A contact's credit per currency (SGD first), as it stands. */
export async function creditPerCurrency(
  t: TenantSession,
  contactId: string,
): Promise<CurrencyCredit[]> {
  const rows = await t.tx
    .select({
      currency: documents.currency,
      available: sql<string>`sum(${documents.payable} - ${documents.settled})::numeric(14,2)::text`,
    })
    .from(documents)
    .where(creditOf(t, contactId))
    .groupBy(documents.currency);
  return rows.sort(
    (a, b) =>
      Number(b.currency === 'SGD') - Number(a.currency === 'SGD') ||
      a.currency.localeCompare(b.currency),
  );
}

/** Writes a document's new settled amount (a source's or an invoice's), and an invoice's status. */
export async function writeSettled(
  t: TenantTransaction,
  id: string,
  settled: MoneyInput,
  status?: DocumentRow['status'],
): Promise<string> {
  const after = formatMoney(settled);
  await t.tx
    .update(documents)
    .set({ settled: after, updatedAt: new Date(), ...(status ? { status } : {}) })
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
  return after;
}
