import type { DocumentKind } from '@kira/core/document-lifecycle';
import {
  type DocumentHit,
  SEARCH_DOCUMENTS_AT_MOST,
  SEARCH_HITS_PER_GROUP,
  searchPaths,
} from '@kira/core/search';
import { sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import { contacts, documents } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import {
  CLOSE_CONTACTS_FOLLOWED,
  CLOSE_MATCHES_SCORED,
  closeness,
  inTiers,
  matchesIn,
  type Tier,
  type Wanted,
} from './matching.ts';
import type { CloseContacts } from './search-contacts.ts';

interface Ranked {
  id: string;
  kind: DocumentKind;
}

/**
 * The company's documents of these kinds whose search text (number, contact, reference, notes,
 * lines: written at issue) matches, best first: those holding the query as typed, newest first,
 * then the closest (see closeDocuments). At most SEARCH_HITS_PER_GROUP of a kind and
 * SEARCH_DOCUMENTS_AT_MOST in all.
 */
export async function searchDocuments(
  t: TenantTransaction,
  wanted: Wanted,
  kinds: DocumentKind[],
  closeContacts: CloseContacts,
): Promise<DocumentHit[]> {
  if (kinds.length === 0) return [];
  const ranked = await inTiers(wanted, SEARCH_HITS_PER_GROUP, (tier) =>
    tier === 'as typed'
      ? rankedIds(t, wanted, kinds, tier)
      : closeDocuments(t, wanted, kinds, closeContacts),
  );
  return hitsOf(t, bounded(ranked));
}

/**
 * The documents close to a misspelt query. A misspelt name is most often a customer's or a
 * supplier's: the documents of the contacts close to it come first, the closest contact's first,
 * each contact's newest first (found by the contact's index, a few milliseconds). Only when
 * no such document is found are the documents' own words searched for close ones (a misspelt
 * line, reference or note), which costs the trigram index a pass over every document with a
 * word like the query's (docs/search.md).
 */
async function closeDocuments(
  t: TenantTransaction,
  wanted: Wanted,
  kinds: DocumentKind[],
  closeContacts: CloseContacts,
): Promise<Ranked[]> {
  const followed = (await closeContacts()).slice(0, CLOSE_CONTACTS_FOLLOWED);
  const ofContacts = await documentsOfContacts(
    t,
    wanted,
    kinds,
    followed.map((contact) => contact.id),
  );
  if (ofContacts.length > 0) return ofContacts;
  return rankedIds(t, wanted, kinds, 'close');
}

/**
 * The issued documents of these contacts (closest to the query first), ranked by their contact's
 * place, then newest first, as `rankedIds` ranks. Each contact's newest of each kind are read
 * from the contact's index (documents_contact_idx) a few entries at a time: a customer's
 * hundreds of documents are not all fetched to keep ten.
 */
async function documentsOfContacts(
  t: TenantTransaction,
  wanted: Wanted,
  kinds: DocumentKind[],
  contactIds: string[],
): Promise<Ranked[]> {
  if (contactIds.length === 0) return [];
  const result = await t.tx.execute(sql`
    with ranked as (
      select newest.id, newest.kind, followed.place as contact_place, newest.issue_date,
        row_number() over (partition by newest.kind
          order by followed.place, newest.issue_date desc, newest.id desc) as place
      from unnest(${sql.param(contactIds)}::text[]) with ordinality as followed(id, place)
      cross join unnest(${sql.param(kinds)}::text[]) as wanted(kind)
      cross join lateral (
        select ${documents.id} as id, ${documents.kind} as kind, ${documents.issueDate} as issue_date
        from ${documents}
        where ${t.owns(documents.tenantId)} and ${documents.contactId} = followed.id
          and ${documents.kind} = wanted.kind
          -- A draft's search text does not hold its contact's name (document-search-text.ts).
          and ${documents.status} <> 'draft'
          and ${documents.searchText} not like ${wanted.pattern}
        order by ${documents.issueDate} desc, ${documents.id} desc
        limit ${SEARCH_HITS_PER_GROUP}
      ) newest
    )
    select id, kind from ranked
    where place <= ${SEARCH_HITS_PER_GROUP}
    order by contact_place, issue_date desc, id desc
    limit ${SEARCH_DOCUMENTS_AT_MOST}`);
  return rawRows<Ranked>(result);
}

/** A tier's best documents of each kind, best first. */
async function rankedIds(
  t: TenantTransaction,
  wanted: Wanted,
  kinds: DocumentKind[],
  tier: Tier,
): Promise<Ranked[]> {
  const matching = sql`${t.owns(documents.tenantId)}
    and ${documents.kind} = any(${sql.param(kinds)}::text[])
    and ${matchesIn(tier, documents.searchText, wanted)}`;
  // As typed, the newest first. Close, the closest first (then the newest) among the first
  // CLOSE_MATCHES_SCORED the index finds (see there).
  const found =
    tier === 'as typed'
      ? sql`select ${documents.id} as id, ${documents.kind} as kind, ${documents.issueDate} as issue_date,
            0 as score
          from ${documents} where ${matching}`
      : sql`select id, kind, issue_date, ${closeness(sql`search_text`, wanted)} as score
          from (
            select ${documents.id} as id, ${documents.kind} as kind,
              ${documents.issueDate} as issue_date, ${documents.searchText} as search_text
            from ${documents} where ${matching}
            limit ${CLOSE_MATCHES_SCORED}
          ) close_enough`;
  const result = await t.tx.execute(sql`
    with found as (${found}),
    ranked as (
      select id, kind, score, issue_date,
        row_number() over (partition by kind order by score desc, issue_date desc, id desc) as place
      from found
    )
    select id, kind from ranked
    where place <= ${SEARCH_HITS_PER_GROUP}
    order by score desc, issue_date desc, id desc
    limit ${SEARCH_DOCUMENTS_AT_MOST}`);
  return rawRows<Ranked>(result);
}

/** The ranked documents within the bounds: at most so many of a kind, and so many in all. */
function bounded(ranked: Ranked[]): Ranked[] {
  const perKind = new Map<DocumentKind, number>();
  return ranked
    .filter(({ kind }) => {
      const taken = perKind.get(kind) ?? 0;
      perKind.set(kind, taken + 1);
      return taken < SEARCH_HITS_PER_GROUP;
    })
    .slice(0, SEARCH_DOCUMENTS_AT_MOST);
}

interface DocumentHitRow {
  id: string;
  kind: DocumentKind;
  number: string | null;
  status: DocumentHit['status'];
  contact_name: string;
  issue_date: string;
  currency: string;
  total: string;
}

/** What the results page shows of the chosen documents, in their order. */
async function hitsOf(t: TenantTransaction, chosen: Ranked[]): Promise<DocumentHit[]> {
  if (chosen.length === 0) return [];
  const result = await t.tx.execute(sql`
    select ${documents.id} as id, ${documents.kind} as kind, ${documents.number} as number,
      ${documents.status} as status,
      coalesce(${documents.contactSnapshot}->>'name', ${contacts.name}, '') as contact_name,
      ${documents.issueDate}::text as issue_date, ${documents.currency} as currency,
      ${documents.total}::text as total
    from ${documents}
    left join ${contacts}
      on ${contacts.tenantId} = ${documents.tenantId} and ${contacts.id} = ${documents.contactId}
    where ${t.owns(documents.tenantId)}
      and ${documents.id} = any(${sql.param(chosen.map((hit) => hit.id))}::text[])`);
  const rows = new Map(rawRows<DocumentHitRow>(result).map((row) => [row.id, row]));
  return chosen.flatMap(({ id }) => {
    const row = rows.get(id);
    if (!row) return [];
    return [
      {
        id,
        kind: row.kind,
        number: row.number,
        status: row.status,
        contactName: row.contact_name,
        issueDate: row.issue_date,
        currency: row.currency,
        total: row.total,
        path: searchPaths.document(id),
      },
    ];
  });
}
