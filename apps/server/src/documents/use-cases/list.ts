import { todayInSingapore } from '@kira/core/dates';
import type { DocumentListQuery, documentListSchema } from '@kira/core/documents';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { countMatches } from '../../db/count-matches.ts';
import { documents } from '../../db/schema/index.ts';
import { documentSummary } from '../compose/document-summary.ts';
import { documentFilter, documentOrder } from '../store/document-filter.ts';
import { listedColumns } from '../store/document-rows.ts';

export type DocumentList = z.infer<typeof documentListSchema>;

/**
 * One page of a kind's documents, with how many match (counted as far as core says) and what
 * this user may do to each. The page is found in the list index where it can be (newest
 * first, by status), and only its rows are read from the table.
 */
export async function listDocuments(
  access: RequestAccess,
  query: DocumentListQuery,
): Promise<DocumentList> {
  enforce(decideListDocuments(access, query.kind));
  const { scope } = access;
  const filter = documentFilter(query);
  const [rows, counted] = await Promise.all([
    scope.read(
      `${filter.shape}|${query.sort}|list`,
      (owns, db) => {
        const order = documentOrder(query.sort);
        const page = db
          .select({ tenantId: documents.tenantId, id: documents.id })
          .from(documents)
          .where(filter.where(owns))
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page');
        return db
          .select(listedColumns)
          .from(page)
          .innerJoin(
            documents,
            and(eq(documents.tenantId, page.tenantId), eq(documents.id, page.id)),
          )
          .orderBy(...order);
      },
      { ...filter.values, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    ),
    countMatches(scope, documents, filter, query.page, query.pageSize),
  ]);
  const today = todayInSingapore();
  return {
    items: rows.map((row) => documentSummary(access, row, today)),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}
