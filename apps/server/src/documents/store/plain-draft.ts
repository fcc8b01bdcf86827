import type { DocumentRecord } from '@kira/core/documents';
import type { WithSubquery } from 'drizzle-orm';
import { type AuditRow, asJsonb, auditRow } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { placeholderRow } from '../../db/prepared-writes.ts';
import { auditLog, documentLines, documents } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import { auditedDocument } from '../compose/audited-document.ts';
import { composeDocument } from '../compose/compose-document.ts';
import type { DocumentRow, LineRow } from './document-rows.ts';
import type { PreparedDraft } from './draft-rows.ts';

/**
 * A draft with nothing else yet (no allocations, no source): the draft, its lines and its
 * audit record are written in one statement, and the answer is built from the rows written.
 */
export async function writePlainDraft(
  t: TenantSession,
  { row, lines, taxes }: PreparedDraft,
  auditAction: string,
): Promise<DocumentRecord> {
  const document = composeDocument(
    row,
    { lines, allocations: [], attachments: [], sends: [], derived: [], linked: [] },
    taxes,
  );
  const audit = auditRow(t, {
    entity: 'document',
    entityId: row.id,
    action: auditAction,
    after: auditedDocument(document),
  });
  if (!audit) throw new Error('A new draft always has an audit record');
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
  return document;
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
