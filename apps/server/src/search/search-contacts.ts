import { type ContactHit, SEARCH_HITS_PER_GROUP, searchPaths } from '@kira/core/search';
import { and, asc, desc, sql } from 'drizzle-orm';
import { contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { closeness, inTiers, matchesIn, type Tier, type Wanted } from './matching.ts';

/**
 * The company's contacts whose search text (name, UEN, person, e-mails, phones) matches, best
 * first: those holding the query by name, then the closest; archived ones last among equals.
 */
export async function searchContacts(t: TenantTransaction, wanted: Wanted): Promise<ContactHit[]> {
  const find = (tier: Tier) =>
    t.tx
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
  const rows = await inTiers(wanted, SEARCH_HITS_PER_GROUP, find);
  return rows
    .slice(0, SEARCH_HITS_PER_GROUP)
    .map((row) => ({ ...row, path: searchPaths.contact(row.id) }));
}
