import type { DocumentSums, DocumentSumsQuery } from '@kira/core/documents';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import { count, sql } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { documents } from '../../db/schema/index.ts';
import { documentFilter } from '../store/document-filter.ts';

/** Every match counted and summed: the figures above a list, asked for apart from its pages. */
export async function sumDocuments(
  access: RequestAccess,
  query: DocumentSumsQuery,
): Promise<DocumentSums> {
  enforce(decideListDocuments(access, query.kind));
  const filter = documentFilter(query);
  const [summary] = await access.scope.read(
    `${filter.shape}|sums`,
    (owns, db) =>
      db
        .select({
          count: count(),
          total: sql<string>`coalesce(sum(${documents.total}) filter (where ${documents.status} <> 'void'), 0)::numeric(14,2)::text`,
          balance: sql<string>`coalesce(sum(${documents.payable} - ${documents.settled}) filter (where ${documents.kind} = 'invoice' and ${documents.status} not in ('void', 'draft')), 0)::numeric(14,2)::text`,
        })
        .from(documents)
        .where(filter.where(owns)),
    filter.values,
  );
  return {
    count: summary?.count ?? 0,
    total: summary?.total ?? '0.00',
    balance: summary?.balance ?? '0.00',
  };
}
