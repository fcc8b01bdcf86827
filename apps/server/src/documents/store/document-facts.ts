import type { DocumentFacts } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';

/**
 * What the document policy reads of a document, and nothing else: for a use case that answers
 * about the document without showing it. Undefined when the company has no document of that id.
 */
export async function readDocumentFacts(
  t: TenantSession,
  id: string,
): Promise<DocumentFacts | undefined> {
  const [facts] = await t.tx
    .select({
      kind: documents.kind,
      status: documents.status,
      number: documents.number,
      settled: documents.settled,
    })
    .from(documents)
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
  return facts;
}
