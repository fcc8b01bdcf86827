import {
  type Contact,
  type ContactListQuery,
  type ContactRecord,
  type ContactSortField,
  rolesMatching,
} from '@kira/core/contacts';
import { parseSort } from '@kira/core/listing';
import { gstNumberKey } from '@kira/core/singapore-identifiers';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestAccess } from '../access/load-access.ts';
import { countMatches } from '../db/count-matches.ts';
import type { Database } from '../db/database.ts';
import { inPages } from '../db/in-pages.ts';
import type { ListFilter } from '../db/prepared-reads.ts';
import { contactAddresses, contacts } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { withBalance, withBalances } from './contact-balance.ts';
import {
  addressesOf,
  addressesOfContact,
  inUseColumn,
  type ShownAddressRow,
  toContact,
  toContactListItem,
  withAbilities,
} from './contact-store.ts';

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

const placeholder = sql.placeholder;

/** The contact book's filters, for prepared reads: what the query asks, in placeholders. */
function contactFilter(query: Omit<ContactListQuery, 'page' | 'pageSize' | 'sort'>): ListFilter {
  const roles = rolesMatching(query.role);
  const byArchived = query.archived !== 'all';
  const byTag = Boolean(query.tag);
  const byText = Boolean(query.q);
  const key = query.q ? identifierKeyOf(query.q) : undefined;
  return {
    shape: `contacts|${byArchived}|${roles?.join(',') ?? ''}|${byTag}|${byText}|${Boolean(key)}`,
    values: {
      archived: query.archived === 'true',
      tag: query.tag,
      pattern: query.q ? containsPattern(query.q) : undefined,
      keyPattern: key ? containsPattern(key) : undefined,
    },
    where: (owns) =>
      and(
        owns(contacts.tenantId),
        byArchived ? eq(contacts.archived, placeholder('archived')) : undefined,
        roles ? inArray(contacts.role, roles) : undefined,
        byTag ? sql`${contacts.tags} @> array[${placeholder('tag')}]::text[]` : undefined,
        byText && key
          ? or(
              ilike(contacts.searchText, placeholder('pattern')),
              ilike(contacts.searchText, placeholder('keyPattern')),
            )
          : byText
            ? ilike(contacts.searchText, placeholder('pattern'))
            : undefined,
      ),
  };
}

/**
 * A search for a number typed with punctuation (`M2-1234567-8`, `6222 3333`) also finds it
 * written without: in a contact saved before numbers were kept as typed, and in phones' digits.
 */
function identifierKeyOf(text: string): string | undefined {
  const key = gstNumberKey(text);
  return /\d/.test(key) && key.toLowerCase() !== text.trim().toLowerCase() ? key : undefined;
}

function ordering(sort: ContactListQuery['sort']) {
  const { field, descending } = parseSort<ContactSortField>(sort);
  const direction = descending ? desc : asc;
  // The id breaks ties, so pages never overlap or skip a row.
  return [direction(SORT_COLUMNS[field]), direction(contacts.id)];
}

// What a contact shows; the search text and the authors stay in the database.
const { searchText: _s, createdBy: _c, updatedBy: _u, ...shownColumns } = getTableColumns(contacts);

/**
 * A text array as JSON: the driver parses JSON natively, where its parser for array literals
 * builds each string a character at a time (a third of what a page allocated).
 */
const asJson = (column: Column) => sql<string[]>`array_to_json(${column})`;

// What the contact book's table shows of each contact (see contactListItemSchema).
const listedColumns = {
  id: contacts.id,
  role: contacts.role,
  name: contacts.name,
  uen: contacts.uen,
  contactPerson: contacts.contactPerson,
  emails: asJson(contacts.emails),
  phones: asJson(contacts.phones),
  tags: asJson(contacts.tags),
  archived: contacts.archived,
  updatedAt: contacts.updatedAt,
  // The picker's due date: a document's editor fills it from the contact's own terms.
  paymentTermsDays: contacts.paymentTermsDays,
  // What the contact policy needs besides the role: whether it may be deleted.
  inUse: inUseColumn,
};

/**
 * The contacts of a page (`limit` and `offset` placeholders) in the order asked, found in the
 * name index alone (it holds the role and the name): select from `page` joined `onPage` to
 * read only its rows from the table, in `order`.
 */
function pageOf(db: Database, where: SQL | undefined, sort: ContactListQuery['sort']) {
  const order = ordering(sort);
  const page = db
    .select({ tenantId: contacts.tenantId, id: contacts.id })
    .from(contacts)
    .where(where)
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page');
  const onPage = and(eq(contacts.tenantId, page.tenantId), eq(contacts.id, page.id));
  return { page, onPage, order };
}

/**
 * One page of the contact book (what its table shows: one query, no addresses), each contact
 * with what this user may do to it, and the number of contacts the filters match.
 */
export async function listContacts(access: RequestAccess, query: ContactListQuery) {
  const { scope } = access;
  const filter = contactFilter(query);
  const [rows, counted] = await Promise.all([
    scope.read(
      `${filter.shape}|${query.sort}|list`,
      (owns) => {
        const { page, onPage, order } = pageOf(scope.statements.tx, filter.where(owns), query.sort);
        return scope.statements.tx
          .select(listedColumns)
          .from(page)
          .innerJoin(contacts, onPage)
          .orderBy(...order);
      },
      { ...filter.values, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    ),
    countMatches(scope, contacts, filter, query.page, query.pageSize),
  ]);
  const listed = rows.map((row) => toContactListItem(access, row));
  const items = await withBalances(access, scope.statements, listed);
  return { items, ...counted, page: query.page, pageSize: query.pageSize };
}

/**
 * Every contact the filters match, in order, a batch at a time (the CSV export): whole
 * contacts, with their addresses read in one more look-up by the batch's ids (joined in, they
 * cost the database twice as much).
 */
export function allContacts(
  scope: TenantScope,
  query: ContactListQuery,
): AsyncGenerator<ContactRecord[]> {
  const filter = contactFilter(query);
  return inPages(async (limit, offset) => {
    const rows = await scope.read(
      `${filter.shape}|${query.sort}|whole`,
      (owns) => {
        const { page, onPage, order } = pageOf(scope.statements.tx, filter.where(owns), query.sort);
        return scope.statements.tx
          .select(shownColumns)
          .from(page)
          .innerJoin(contacts, onPage)
          .orderBy(...order);
      },
      { ...filter.values, limit, offset },
    );
    const addresses = await addressesOf(
      scope.statements,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toContact(row, addressesOfContact(addresses, row.id)));
  });
}

/** Every tag used in the company's contacts, sorted. */
export async function contactTags(scope: TenantScope): Promise<string[]> {
  const rows = await scope.statements.tx
    .selectDistinct({ tag: sql<string>`unnest(${contacts.tags})` })
    .from(contacts)
    .where(scope.statements.owns(contacts.tenantId));
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
}

const billing = alias(contactAddresses, 'billing');
const delivery = alias(contactAddresses, 'delivery');
const addressColumns = (table: typeof billing | typeof delivery) => ({
  id: table.id,
  line1: table.line1,
  line2: table.line2,
  postalCode: table.postalCode,
  country: table.country,
});
const addressOfKind = (table: typeof billing | typeof delivery, kind: 'billing' | 'delivery') =>
  and(
    eq(table.tenantId, contacts.tenantId),
    eq(table.contactId, contacts.id),
    eq(table.kind, kind),
  );

/**
 * One contact with its addresses, in one query (joined in, for one contact they cost little),
 * and what this user may do to it.
 */
export async function getContact(access: RequestAccess, id: string): Promise<Contact | undefined> {
  const t = access.scope.statements;
  const [row] = await t.tx
    .select({
      contact: shownColumns,
      billing: addressColumns(billing),
      delivery: addressColumns(delivery),
      inUse: inUseColumn,
    })
    .from(contacts)
    .leftJoin(billing, addressOfKind(billing, 'billing'))
    .leftJoin(delivery, addressOfKind(delivery, 'delivery'))
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)));
  if (!row) return undefined;
  const addresses = { billing: found(row.billing), delivery: found(row.delivery) };
  return withBalance(
    access,
    t,
    withAbilities(access, toContact(row.contact, addresses), row.inUse),
  );
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A left-joined address: absent when the join found none (its columns are all null then). */
function found(address: Nullable<ShownAddressRow> | null): ShownAddressRow | null {
  if (address === null || address.id === null) return null;
  // Every column of an address is NOT NULL: with an id, the others are there too.
  return address as ShownAddressRow;
}
