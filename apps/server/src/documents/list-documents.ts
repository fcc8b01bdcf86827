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
import type { ListFilter } from '../db/prepared-reads.ts';
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

const placeholder = sql.placeholder;

/** A kind's list filters, for prepared reads: what the query asks, in placeholders. */
function documentFilter(query: DocumentSumsQuery): ListFilter {
  const present = {
    status: Boolean(query.status),
    contact: Boolean(query.contactId),
    from: Boolean(query.from),
    to: Boolean(query.to),
    text: Boolean(query.q),
  };
  const overdue = () =>
    and(
      eq(documents.kind, 'invoice'),
      inArray(documents.status, ['issued', 'partially_paid']),
      lt(documents.dueDate, placeholder('today')),
    );
  return {
    shape: `documents|${JSON.stringify(present)}|${query.overdue ?? ''}`,
    values: {
      kind: query.kind,
      status: query.status,
      contactId: query.contactId,
      from: query.from,
      to: query.to,
      today: query.overdue ? todayInSingapore() : undefined,
      pattern: query.q ? containsPattern(query.q) : undefined,
    },
    where: (owns) =>
      and(
        owns(documents.tenantId),
        eq(documents.kind, placeholder('kind')),
        present.status ? eq(documents.status, placeholder('status')) : undefined,
        present.contact ? eq(documents.contactId, placeholder('contactId')) : undefined,
        present.from ? gte(documents.issueDate, placeholder('from')) : undefined,
        present.to ? lte(documents.issueDate, placeholder('to')) : undefined,
        query.overdue === 'true'
          ? overdue()
          : query.overdue === 'false'
            ? sql`not (${overdue()})`
            : undefined,
        present.text ? ilike(documents.searchText, placeholder('pattern')) : undefined,
      ),
  };
}

/**
 * One page of a kind's documents, with how many match (counted as far as core says). The page
 * is found in the list index where it can be (newest first, by status), and only its rows
 * are read from the table.
 */
export async function listDocuments(scope: TenantScope, query: DocumentListQuery) {
  const filter = documentFilter(query);
  const [rows, counted] = await Promise.all([
    scope.read(
      `${filter.shape}|${query.sort}|list`,
      (owns) => {
        const { field, descending } = parseSort<DocumentSortField>(query.sort);
        const direction = descending ? desc : asc;
        const order = [direction(SORT_COLUMNS[field]), direction(documents.id)];
        const page = scope.db
          .select({ tenantId: documents.tenantId, id: documents.id })
          .from(documents)
          .where(filter.where(owns))
          .orderBy(...order)
          .limit(placeholder('limit'))
          .offset(placeholder('offset'))
          .as('page');
        return scope.db
          .select(summaryColumns)
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
  const filter = documentFilter(query);
  const [summary] = await scope.read(
    `${filter.shape}|sums`,
    (owns) =>
      scope.db
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

export async function getDocument(scope: TenantScope, id: string) {
  const found = await readDocument(scope.db, scope.ctx.tenantId, id);
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return loadDocumentParts(scope.db, scope.ctx.tenantId, found.row, found.own);
}
