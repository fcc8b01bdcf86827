import {
  type Contact,
  type ContactListQuery,
  type ContactSortField,
  rolesMatching,
} from '@kira/core/contacts';
import { parseSort } from '@kira/core/listing';
import {
  and,
  arrayContains,
  asc,
  type Column,
  desc,
  eq,
  ilike,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { countMatches } from '../db/count-matches.ts';
import type { Database, Transaction } from '../db/database.ts';
import { contacts } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { addressesOf, toContact } from './contact-store.ts';

const SORT_COLUMNS: Record<ContactSortField, Column | SQL> = {
  name: sql`lower(${contacts.name})`,
  role: contacts.role,
  uen: contacts.uen,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(
  scope: TenantScope,
  query: Omit<ContactListQuery, 'page' | 'pageSize' | 'sort'>,
) {
  const roles = rolesMatching(query.role);
  return and(
    scope.owns(contacts.tenantId),
    query.archived === 'all' ? undefined : eq(contacts.archived, query.archived === 'true'),
    roles ? inArray(contacts.role, roles) : undefined,
    query.tag ? arrayContains(contacts.tags, [query.tag]) : undefined,
    query.q ? ilike(contacts.searchText, containsPattern(query.q)) : undefined,
  );
}

function ordering(sort: ContactListQuery['sort']) {
  const { field, descending } = parseSort<ContactSortField>(sort);
  const direction = descending ? desc : asc;
  // The id breaks ties, so pages never overlap or skip a row.
  return [direction(SORT_COLUMNS[field]), direction(contacts.id)];
}

/** One page of the contact book, with the number of contacts the filters match. */
export async function listContacts(scope: TenantScope, query: ContactListQuery) {
  const where = conditions(scope, query);
  const [rows, counted] = await Promise.all([
    scope.db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countMatches(scope.db, contacts, where, query.page, query.pageSize),
  ]);
  const addresses = await addressesOf(
    scope.db,
    scope.ctx.tenantId,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toContact(row, addresses)),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every contact the filters match, in order, in pages of `batch` (the CSV export). */
export async function* allContacts(
  scope: TenantScope,
  query: ContactListQuery,
  batch = 1000,
): AsyncGenerator<Contact[]> {
  const where = conditions(scope, query);
  for (let offset = 0; ; offset += batch) {
    const rows = await scope.db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    const addresses = await addressesOf(
      scope.db,
      scope.ctx.tenantId,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => toContact(row, addresses));
    if (rows.length < batch) return;
  }
}

/** Every tag used in the company's contacts, sorted. */
export async function contactTags(scope: TenantScope): Promise<string[]> {
  const rows = await scope.db
    .selectDistinct({ tag: sql<string>`unnest(${contacts.tags})` })
    .from(contacts)
    .where(scope.owns(contacts.tenantId));
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
}

export async function getContact(
  db: Database | Transaction,
  tenantId: string,
  id: string,
): Promise<Contact | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id)));
  if (!row) return undefined;
  return toContact(row, await addressesOf(db, tenantId, [id]));
}
