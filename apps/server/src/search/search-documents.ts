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
import { bestFirst, matches, type Wanted } from './matching.ts';

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

/**
 * The company's documents of these kinds whose search text (number, contact, reference, notes,
 * lines: written at issue) matches, best first: at most SEARCH_HITS_PER_GROUP of a kind and
 * SEARCH_DOCUMENTS_AT_MOST in all. Only the chosen rows are joined to their contact.
 */
export async function searchDocuments(
  t: TenantTransaction,
  wanted: Wanted,
  kinds: DocumentKind[],
): Promise<DocumentHit[]> {
  if (kinds.length === 0) return [];
  const order = bestFirst(documents.searchText, wanted);
  const result = await t.tx.execute(sql`
    with ranked as (
      select ${documents.id} as id,
        row_number() over (order by ${order}, ${documents.issueDate} desc, ${documents.id}) as place,
        row_number() over (
          partition by ${documents.kind}
          order by ${order}, ${documents.issueDate} desc, ${documents.id}
        ) as place_in_kind
      from ${documents}
      where ${t.owns(documents.tenantId)}
        and ${documents.kind} = any(${sql.param(kinds)}::text[])
        and ${matches(documents.searchText, wanted)}
    ),
    chosen as (
      select id, place from ranked
      where place_in_kind <= ${SEARCH_HITS_PER_GROUP}
      order by place
      limit ${SEARCH_DOCUMENTS_AT_MOST}
    )
    select ${documents.id} as id, ${documents.kind} as kind, ${documents.number} as number,
      ${documents.status} as status,
      coalesce(${documents.contactSnapshot}->>'name', ${contacts.name}, '') as contact_name,
      ${documents.issueDate}::text as issue_date, ${documents.currency} as currency,
      ${documents.total}::text as total
    from chosen
    join ${documents} on ${t.owns(documents.tenantId)} and ${documents.id} = chosen.id
    left join ${contacts}
      on ${contacts.tenantId} = ${documents.tenantId} and ${contacts.id} = ${documents.contactId}
    order by chosen.place`);
  return rawRows<DocumentHitRow>(result).map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    contactName: row.contact_name,
    issueDate: row.issue_date,
    currency: row.currency,
    total: row.total,
    path: searchPaths.document(row.id),
  }));
}
