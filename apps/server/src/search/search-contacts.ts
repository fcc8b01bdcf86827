import { type ContactHit, SEARCH_HITS_PER_GROUP, searchPaths } from '@kira/core/search';
import { and, asc } from 'drizzle-orm';
import { contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { bestFirst, matches, type Wanted } from './matching.ts';

/** The company's contacts whose search text (name, UEN, person, e-mails, phones) matches, best first. */
export async function searchContacts(t: TenantTransaction, wanted: Wanted): Promise<ContactHit[]> {
  const rows = await t.tx
    .select({
      id: contacts.id,
      name: contacts.name,
      role: contacts.role,
      uen: contacts.uen,
      archived: contacts.archived,
    })
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), matches(contacts.searchText, wanted)))
    // Archived contacts last among equals: they are still found (their documents name them).
    .orderBy(bestFirst(contacts.searchText, wanted), asc(contacts.archived), asc(contacts.name))
    .limit(SEARCH_HITS_PER_GROUP);
  return rows.map((row) => ({ ...row, path: searchPaths.contact(row.id) }));
}
