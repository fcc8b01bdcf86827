import type { WithSubquery } from 'drizzle-orm';
import { type AuditRow, asJsonb } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { placeholderRow } from '../../db/prepared-writes.ts';
import { auditLog, documentLines, documents } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import type { DocumentRow, LineRow } from './document-rows.ts';
import type { PreparedDraft } from './draft-rows.ts';

/**
 * A draft with nothing else yet (no allocations, no source): the draft, its lines and its
 * audit record (`audit`, as `auditRow` builds it) are written in one statement.
 */
export async function writePlainDraftRows(
  t: TenantSession,
  { row, lines }: Pick<PreparedDraft, 'row' | 'lines'>,
  audit: AuditRow,
): Promise<void> {
  // Outside a transaction the statement is built once per shape (its number of lines and which
  // values are absent), as the reads are (see TenantSession.prepared).
  const values: Record<string, unknown> = {};
  const draftRow = placeholderRow(row, 'd_', values);
  const lineRows = lines.map((line, index) => placeholderRow(line, `l${index}_`, values));
  const auditValues = placeholderRow(audit, 'a_', values);
  const parts = [draftRow, ...lineRows, auditValues];
  await t.prepared(
    `documents|plain draft|${parts.map((part) => part.absent).join('|')}`,
    (_owns, db) =>
      insertPlainDraft(
        db,
        draftRow.template,
        lineRows.map((line) => line.template),
        auditValues.template,
      ),
    values,
  );
}

/** The draft, its lines and its audit record in one statement (data-modifying `with`). */
function insertPlainDraft(db: Database, row: DocumentRow, lines: LineRow[], audit: AuditRow) {
  const writes: WithSubquery[] = [
    db.$with('draft').as(db.insert(documents).values(row).returning({ id: documents.id })),
  ];
  if (lines.length > 0)
    writes.push(
      db
        .$with('draft_lines')
        .as(db.insert(documentLines).values(lines).returning({ position: documentLines.position })),
    );
  return db
    .with(...writes)
    .insert(auditLog)
    .values({ ...audit, before: asJsonb(audit.before), after: asJsonb(audit.after) });
}
