import type { CreditApplication } from '@kira/core/credit';
import { addMoney, formatMoney } from '@kira/core/money';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditUses, documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

const source = alias(documents, 'source');
const invoice = alias(documents, 'invoice');

/** Applications of credit matching `which`, newest first, each with its rows. */
async function applicationsWhere(t: TenantSession, which: SQL | undefined) {
  const rows = await t.tx
    .select({
      id: creditUses.id,
      applicationId: creditUses.applicationId,
      contactId: creditUses.contactId,
      sourceId: creditUses.sourceId,
      sourceNumber: source.number,
      invoiceId: creditUses.invoiceId,
      invoiceNumber: invoice.number,
      refundId: creditUses.refundId,
      currency: creditUses.currency,
      amount: creditUses.amount,
      usedOn: creditUses.usedOn,
      createdAt: creditUses.createdAt,
      undoneAt: creditUses.undoneAt,
    })
    .from(creditUses)
    .leftJoin(
      source,
      and(eq(source.tenantId, creditUses.tenantId), eq(source.id, creditUses.sourceId)),
    )
    .leftJoin(
      invoice,
      and(eq(invoice.tenantId, creditUses.tenantId), eq(invoice.id, creditUses.invoiceId)),
    )
    .where(and(t.owns(creditUses.tenantId), isNotNull(creditUses.applicationId), which))
    .orderBy(desc(creditUses.createdAt), creditUses.id);
  const applications = new Map<string, CreditApplication>();
  for (const row of rows) {
    const id = row.applicationId as string;
    const known = applications.get(id) ?? {
      applicationId: id,
      contactId: row.contactId,
      usedOn: row.usedOn,
      currency: row.currency,
      total: '0.00',
      createdAt: row.createdAt.toISOString(),
      undoneAt: row.undoneAt?.toISOString() ?? null,
      rows: [],
    };
    known.total = formatMoney(addMoney(known.total, row.amount));
    known.rows.push({
      id: row.id,
      sourceId: row.sourceId,
      sourceNumber: row.sourceNumber,
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      refundId: row.refundId,
      currency: row.currency,
      amount: row.amount,
    });
    applications.set(id, known);
  }
  return [...applications.values()];
}

/** A contact's applications of credit, newest first, the undone ones too. */
export function applicationsOfContact(t: TenantSession, contactId: string) {
  return applicationsWhere(t, eq(creditUses.contactId, contactId));
}

/** One application of a contact's credit, or undefined. */
export async function applicationOf(
  t: TenantSession,
  contactId: string,
  applicationId: string,
): Promise<CreditApplication | undefined> {
  const [found] = await applicationsWhere(
    t,
    and(eq(creditUses.contactId, contactId), eq(creditUses.applicationId, applicationId)),
  );
  return found;
}
