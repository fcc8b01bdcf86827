import { todayInSingapore } from '@kira/core/dates';
import type {
  DocumentListQuery,
  DocumentSortField,
  DocumentSums,
  DocumentSumsQuery,
} from '@kira/core/documents';
import { parseSort } from '@kira/core/listing';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';
import { countMatches } from '../db/count-matches.ts';
import { documents } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { loadDocumentParts, readDocument, summaryColumns, toSummary } from './document-store.ts';

const SORT_COLUMNS: Record<DocumentSortField, Column | SQL> = {
  issueDate: documents.issueDate,
  number: documents.numberValue,
  total: documents.total,
  dueDate: documents.dueDate,
  createdAt: documents.createdAt,
};

function conditions(scope: TenantScope, query: DocumentSumsQuery) {
  const today = todayInSingapore();
  const overdue = and(
    eq(documents.kind, 'invoice'),
    inArray(documents.status, ['issued', 'partially_paid']),
    lt(documents.dueDate, today),
  );
  return and(
    scope.owns(documents.tenantId),
    eq(documents.kind, query.kind),
    query.status ? eq(documents.status, query.status) : undefined,
    query.contactId ? eq(documents.contactId, query.contactId) : undefined,
    query.from ? gte(documents.issueDate, query.from) : undefined,
    query.to ? lte(documents.issueDate, query.to) : undefined,
    query.overdue === 'true'
      ? overdue
      : query.overdue === 'false'
        ? sql`not (${overdue})`
        : undefined,
    query.q ? ilike(documents.searchText, containsPattern(query.q)) : undefined,
  );
}

/**
 * One page of a kind's documents, with how many match (counted as far as core says). The page
 * is found in the list index where it can be (newest first, by status), and only its rows
 * are read from the table.
 */
export async function listDocuments(scope: TenantScope, query: DocumentListQuery) {
  const where = conditions(scope, query);
  const { field, descending } = parseSort<DocumentSortField>(query.sort);
  const direction = descending ? desc : asc;
  const order = [direction(SORT_COLUMNS[field]), direction(documents.id)];
  const page = scope.db
    .select({ tenantId: documents.tenantId, id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [rows, counted] = await Promise.all([
    scope.db
      .select(summaryColumns)
      .from(page)
      .innerJoin(documents, and(eq(documents.tenantId, page.tenantId), eq(documents.id, page.id)))
      .orderBy(...order),
    countMatches(scope, documents, where, query.page, query.pageSize),
  ]);
  const today = todayInSingapore();
  return {
    items: rows.map((row) => toSummary(row, today)),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every match counted and summed: the figures above a list, asked for apart from its pages. */
export async function sumDocuments(
  scope: TenantScope,
  query: DocumentSumsQuery,
): Promise<DocumentSums> {
  const [summary] = await scope.db
    .select({
      count: count(),
      total: sql<string>`coalesce(sum(${documents.total}) filter (where ${documents.status} <> 'void'), 0)::numeric(14,2)::text`,
      balance: sql<string>`coalesce(sum(${documents.payable} - ${documents.settled}) filter (where ${documents.kind} = 'invoice' and ${documents.status} not in ('void', 'draft')), 0)::numeric(14,2)::text`,
    })
    .from(documents)
    .where(conditions(scope, query));
  return {
    count: summary?.count ?? 0,
    total: summary?.total ?? '0.00',
    balance: summary?.balance ?? '0.00',
  };
}

export async function getDocument(scope: TenantScope, id: string) {
  const found = await readDocument(scope.db, scope.ctx.tenantId, id);
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return loadDocumentParts(scope.db, scope.ctx.tenantId, found.row, found.own);
}
