import type { Dashboard } from '@kira/core/dashboard';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import { sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import { documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

const LATEST = 8;

type LatestDocument = NonNullable<Dashboard['latestDocuments']>[number];

/**
 * The newest documents (by issue date, then id) of the given kinds. Each kind's newest are
 * read through the list index (tenant, kind, issue date, id), then the few merged: a company's
 * hundred thousand documents are never sorted.
 */
export async function latestDocuments(
  t: TenantSession,
  kinds: DocumentKind[],
): Promise<LatestDocument[]> {
  const kindRows = sql.join(
    kinds.map((kind) => sql`(${kind})`),
    sql`, `,
  );
  const result = await t.tx.execute(sql`
    select d.id, d.kind, d.status, d.number, d.currency, d.total::text as total,
      d.issue_date::text as "issueDate",
      coalesce(d.contact_snapshot->>'name', c.name, '') as "contactName"
    from (values ${kindRows}) as wanted(kind)
    cross join lateral (
      select * from ${documents}
      where ${t.owns(documents.tenantId)} and ${documents.kind} = wanted.kind
      order by ${documents.issueDate} desc, ${documents.id} desc
      limit ${LATEST}
    ) as d
    left join contacts as c on c.tenant_id = d.tenant_id and c.id = d.contact_id
    order by d.issue_date desc, d.id desc
    limit ${LATEST}`);
  return rawRows<LatestDocument>(result);
}
