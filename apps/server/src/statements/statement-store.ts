import { formatDocumentNumber } from '@kira/core/numbering';
import type { KeptStatement, StatementContent } from '@kira/core/statements';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import { documentSeries, statementSends, statements } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import type { Numbering } from '../documents/numbering.ts';

/**
 * The next number of the statement series (gapless: taken in the transaction that keeps the
 * statement, the series row locked until it commits or rolls back).
 */
export async function takeStatementNumber(
  t: TenantTransaction,
  { prefix, padding }: Numbering,
): Promise<{ value: number; number: string }> {
  const [taken] = rawRows<{ value: string | number }>(
    await t.tx.execute(sql`
      insert into ${documentSeries} (tenant_id, kind, prefix, next_number)
      values (${t.ctx.tenantId}, 'statement', ${prefix}, 2)
      on conflict (tenant_id, kind, prefix)
        do update set next_number = ${documentSeries}.next_number + 1
      returning next_number - 1 as value`),
  );
  const value = Number(taken?.value);
  return { value, number: formatDocumentNumber(prefix, padding, value) };
}

/** The statement of a contact and period kept last, if any. */
export async function lastKeptStatement(
  t: TenantTransaction,
  { contactId, from, to }: { contactId: string; from: string; to: string },
): Promise<StatementContent | null> {
  const [row] = await t.tx
    .select({ content: statements.content })
    .from(statements)
    .where(
      and(
        t.owns(statements.tenantId),
        eq(statements.contactId, contactId),
        eq(statements.fromDate, from),
        eq(statements.toDate, to),
      ),
    )
    .orderBy(desc(statements.numberValue))
    .limit(1);
  return row?.content ?? null;
}

/** A kept statement's content, exactly as it was printed; null when the company has none. */
export async function keptStatementContent(
  t: TenantSession,
  id: string,
): Promise<StatementContent | null> {
  const [row] = await t.tx
    .select({ content: statements.content })
    .from(statements)
    .where(and(t.owns(statements.tenantId), eq(statements.id, id)));
  return row?.content ?? null;
}

/** A contact's kept statements, the latest first. */
export async function keptStatementsOf(
  t: TenantSession,
  contactId: string,
): Promise<KeptStatement[]> {
  const rows = await t.tx
    .select({
      id: statements.id,
      number: statements.number,
      contactId: statements.contactId,
      from: statements.fromDate,
      to: statements.toDate,
      createdAt: statements.createdAt,
      sends: count(statementSends.id),
    })
    .from(statements)
    .leftJoin(
      statementSends,
      and(
        eq(statementSends.tenantId, statements.tenantId),
        eq(statementSends.statementId, statements.id),
      ),
    )
    .where(and(t.owns(statements.tenantId), eq(statements.contactId, contactId)))
    .groupBy(statements.tenantId, statements.id)
    .orderBy(desc(statements.numberValue))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
