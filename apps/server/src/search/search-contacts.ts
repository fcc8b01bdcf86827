import { type ContactHit, SEARCH_HITS_PER_GROUP, searchPaths } from '@kira/core/search';
import { and, asc, desc, sql } from 'drizzle-orm';
import { contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { closeness, inTiers, matchesIn, type Tier, type Wanted } from './matching.ts';

export type ContactRow = Omit<ContactHit, 'path'>;

/** The contacts close to a misspelt query, closest first: read once a search, when needed. */
export type CloseContacts = () => Promise<ContactRow[]>;

/**
 * The company's contacts whose search text (name, UEN, person, e-mails, phones) matches, best
 * first: those holding the query by name, then the closest (`close`); archived ones last among
 * equals.
 */
export async function searchContacts(
  t: TenantTransaction,
  wanted: Wanted,
  close: CloseContacts,
): Promise<ContactHit[]> {
  const rows = await inTiers(wanted, SEARCH_HITS_PER_GROUP, (tier) =>
    tier === 'as typed' ? contactsMatching(t, wanted, tier) : close(),
  );
  return rows
    .slice(0, SEARCH_HITS_PER_GROUP)
    .map((row) => ({ ...row, path: searchPaths.contact(row.id) }));
}

/**
 * The closest contacts to a misspelt query, asked for at most once by the search's groups (the
 * contacts' own, and the documents', which follow them: search-documents.ts).
 */
export function closeContactsOf(t: TenantTransaction, wanted: Wanted): CloseContacts {
  let found: Promise<ContactRow[]> | undefined;
  return () => {
    found ??= contactsMatching(t, wanted, 'close');
    return found;
  };
}

function contactsMatching(t: TenantTransaction, wanted: Wanted, tier: Tier): Promise<ContactRow[]> {
  return t.tx
    .select({
      id: contacts.id,
      name: contacts.name,
      role: contacts.role,
      uen: contacts.uen,
      archived: contacts.archived,
    })
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), matchesIn(tier, contacts.searchText, wanted)))
    .orderBy(
      ...(tier === 'close' ? [desc(closeness(contacts.searchText, wanted))] : []),
      asc(contacts.archived),
      asc(sql`lower(${contacts.name})`),
      asc(contacts.id),
    )
    .limit(SEARCH_HITS_PER_GROUP);
}
