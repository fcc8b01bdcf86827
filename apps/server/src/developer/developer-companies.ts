import {
  DEVELOPER_PAGE_SIZE,
  type DeveloperCompaniesPage,
  type DeveloperPageQuery,
} from '@kira/core/developer-api';
import { singaporeMonthStart } from '@kira/core/singapore-time';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';
import type { Database } from '../db/database.ts';
import { companies, documentAttachments, documents, memberships } from '../db/schema/index.ts';

const COUNTED_AT_MOST = 10_000;

/**
 * Every company of the server, newest first, those matching `q` (a part of the name, or the
 * exact tenant id); for the page's 50, their members, documents issued this month and storage,
 * each counted by an index of its own table for those companies only.
 */
export async function developerCompanies(
  db: Database,
  { q, page }: DeveloperPageQuery,
  now: Date,
): Promise<DeveloperCompaniesPage> {
  const matching = q
    ? or(ilike(companies.name, containsPattern(q)), eq(companies.tenantId, q))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(matching)
      .orderBy(desc(companies.createdAt), companies.tenantId)
      .limit(DEVELOPER_PAGE_SIZE)
      .offset((page - 1) * DEVELOPER_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(companies)
          .where(matching)
          .limit(COUNTED_AT_MOST)
          .as('matching'),
      ),
  ]);
  const ids = rows.map((row) => row.tenantId);
  const [members, issued, stored] = ids.length
    ? await Promise.all([
        countsBy(
          db
            .select({ tenantId: memberships.tenantId, n: count() })
            .from(memberships)
            .where(inArray(memberships.tenantId, ids))
            .groupBy(memberships.tenantId),
        ),
        countsBy(
          db
            .select({ tenantId: documents.tenantId, n: count() })
            .from(documents)
            .where(
              and(
                inArray(documents.tenantId, ids),
                isNotNull(documents.issuedAt),
                gte(documents.issuedAt, singaporeMonthStart(now)),
              ),
            )
            .groupBy(documents.tenantId),
        ),
        countsBy(
          db
            .select({
              tenantId: documentAttachments.tenantId,
              n: sql<string>`sum(${documentAttachments.size})`,
            })
            .from(documentAttachments)
            .where(inArray(documentAttachments.tenantId, ids))
            .groupBy(documentAttachments.tenantId),
        ),
      ])
    : [new Map(), new Map(), new Map()];
  return {
    items: rows.map((row) => ({
      tenantId: row.tenantId,
      name: row.name,
      plan: row.plan as DeveloperCompaniesPage['items'][number]['plan'],
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      overrides: row.limitOverrides,
      isPlatform: row.isPlatform,
      isReadOnly: row.isReadOnly,
      members: members.get(row.tenantId) ?? 0,
      documentsThisMonth: issued.get(row.tenantId) ?? 0,
      storageBytes: stored.get(row.tenantId) ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: DEVELOPER_PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}

/** A grouped count's rows as a map from company to number (sums come back as text). */
async function countsBy(
  query: Promise<{ tenantId: string; n: number | string }[]>,
): Promise<Map<string, number>> {
  return new Map((await query).map(({ tenantId, n }) => [tenantId, Number(n)]));
}
