import { todayInSingapore } from '@kira/core/dates';
import type { DocumentListQuery, DocumentSortField, DocumentSumsQuery } from '@kira/core/documents';
import { parseSort } from '@kira/core/listing';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsPattern } from '../../contacts/list-contacts.ts';
import type { ListFilter, OwnsPlaceholder } from '../../db/prepared-reads.ts';
import { documentLines, documents } from '../../db/schema/index.ts';

const SORT_COLUMNS: Record<DocumentSortField, Column | SQL> = {
  issueDate: documents.issueDate,
  number: documents.numberValue,
  total: documents.total,
  dueDate: documents.dueDate,
  createdAt: documents.createdAt,
};

/** A list's order as asked, the id breaking ties so pages never overlap or skip a row. */
export function documentOrder(sort: DocumentListQuery['sort']): SQL[] {
  const { field, descending } = parseSort<DocumentSortField>(sort);
  const direction = descending ? desc : asc;
  return [direction(SORT_COLUMNS[field]), direction(documents.id)];
}

const placeholder = sql.placeholder;

/**
 * A document with a line of the product asked (`productId`): the lines are read through the
 * document's own key (tenant, document), one probe per document the other filters leave.
 */
const hasLineOf = (owns: OwnsPlaceholder) =>
  sql`exists (select 1 from ${documentLines} where ${and(
    owns(documentLines.tenantId),
    eq(documentLines.documentId, documents.id),
    eq(documentLines.productId, placeholder('productId')),
  )})`;

/** A kind's list filters, for prepared reads: what the query asks, in placeholders. */
export function documentFilter(query: DocumentSumsQuery): ListFilter {
  const present = {
    status: Boolean(query.status),
    category: Boolean(query.category),
    contact: Boolean(query.contactId),
    product: Boolean(query.productId),
    from: Boolean(query.from),
    to: Boolean(query.to),
    text: Boolean(query.q),
  };
  // Late: an invoice past its due date and not paid, a quotation past its valid-until date
  // and not answered (the summary's `overdue` and `expired`).
  const overdue = () =>
    or(
      and(
        eq(documents.kind, 'invoice'),
        inArray(documents.status, ['issued', 'partially_paid']),
        lt(documents.dueDate, placeholder('today')),
      ),
      and(
        eq(documents.kind, 'quotation'),
        eq(documents.status, 'issued'),
        lt(documents.validUntil, placeholder('today')),
      ),
    );
  return {
    shape: `documents|${JSON.stringify(present)}|${query.overdue ?? ''}`,
    values: {
      kind: query.kind,
      statuses: query.status,
      category: query.category,
      contactId: query.contactId,
      productId: query.productId,
      from: query.from,
      to: query.to,
      today: query.overdue ? todayInSingapore() : undefined,
      pattern: query.q ? containsPattern(query.q) : undefined,
    },
    where: (owns) =>
      and(
        owns(documents.tenantId),
        eq(documents.kind, placeholder('kind')),
        // One array parameter however many statuses: one prepared statement serves them all.
        present.status ? sql`${documents.status} = any(${placeholder('statuses')})` : undefined,
        present.category ? eq(documents.expenseCategory, placeholder('category')) : undefined,
        present.contact ? eq(documents.contactId, placeholder('contactId')) : undefined,
        present.product ? hasLineOf(owns) : undefined,
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
