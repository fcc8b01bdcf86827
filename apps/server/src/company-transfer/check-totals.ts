import { storedAmountsProblems } from '@kira/core/archive-totals';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { documentLines, documents } from '../db/schema/index.ts';
import { refused } from './read-archive.ts';

const PAGE = 500;

/**
 * Every imported document's amounts computed again from its lines by core's one function, a
 * page at a time: an archive whose figures were edited, so its lines no longer add up to what
 * it says, is refused with the first document that does not.
 */
export async function checkImportedTotals(db: Database, tenantId: string): Promise<void> {
  let after = '';
  for (;;) {
    const page = await db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), gt(documents.id, after)))
      .orderBy(asc(documents.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const lines = await db
      .select()
      .from(documentLines)
      .where(
        and(
          eq(documentLines.tenantId, tenantId),
          inArray(
            documentLines.documentId,
            page.map((d) => d.id),
          ),
        ),
      )
      .orderBy(asc(documentLines.documentId), asc(documentLines.position));
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) {
      const list = linesOf.get(line.documentId) ?? [];
      list.push(line);
      linesOf.set(line.documentId, list);
    }
    for (const document of page) {
      const problems = storedAmountsProblems(document, linesOf.get(document.id) ?? []);
      if (problems.length > 0)
        throw refused(
          `The ${document.kind} ${document.number ?? document.id} does not add up: ${problems[0]}. Its figures were changed after it was exported.`,
        );
    }
    if (page.length < PAGE) return;
    after = (page[page.length - 1] as { id: string }).id;
  }
}
