import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attachmentPath, tablePath } from '@kira/core/company-archive';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { documents, mailOutbox } from '../db/schema/index.ts';
import { ARCHIVE_TABLE_DEFS, type TableInArchive } from './archive-tables.ts';
import { type OpenArchive, refused } from './read-archive.ts';

/** About this many values a statement: well under PostgreSQL's 65,535 parameters. */
const VALUES_PER_STATEMENT = 20_000;

export interface ImportTarget {
  db: Database;
  tenantId: string;
  dataDir: string;
  /** The archive's user ids as this server's (matched members), or null for anyone else. */
  users: Map<string, string>;
  /** Told after each batch: the rows written, and a chance for other requests to run. */
  wrote(rows: number): Promise<void>;
}

const deliverySchema = z
  .object({
    status: z.string().max(40),
    error: z.string().max(2000).nullable(),
    sentAt: z.string().max(40).nullable(),
  })
  .nullable();

/**
 * Every table of the archive into the new company, in order, a batch a statement: each line
 * checked by its table's codec, user ids matched, and the parts that name this server (a
 * snapshot's logo, a send's mail, an attachment's file) made anew. Returns the rows per table.
 */
export async function importTables(
  archive: OpenArchive,
  target: ImportTarget,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const documentIds = new Set<string>();
  const laterSources: Array<{ id: string; sourceId: string }> = [];
  for (const def of ARCHIVE_TABLE_DEFS) {
    const name = tablePath(def.name);
    let batch: Record<string, unknown>[] = [];
    const perStatement = Math.max(
      1,
      Math.floor(VALUES_PER_STATEMENT / Object.keys(getTableColumns(def.table)).length),
    );
    const flush = async () => {
      if (batch.length === 0) return;
      await insertBatch(target, def, batch);
      await target.wrote(batch.length);
      batch = [];
    };
    let line = 0;
    let rows = 0;
    for await (const text of archive.lines(name)) {
      line += 1;
      if (text.trim() === '') continue;
      const row = await rowOf(
        archive,
        target,
        def,
        parse(text, name, line),
        `${name} line ${line}`,
      );
      if (def.name === 'documents') {
        const sourceId = row.sourceId as string | null | undefined;
        if (sourceId && !documentIds.has(sourceId)) {
          laterSources.push({ id: row.id as string, sourceId });
          row.sourceId = null;
        }
        documentIds.add(row.id as string);
      }
      batch.push(row);
      rows += 1;
      if (batch.length >= perStatement) await flush();
    }
    await flush();
    // Every batch was inserted whole or the import stopped: what was written is what was read.
    counts[def.name] = rows;
    if (def.name === 'documents') await setSources(target, laterSources);
  }
  return counts;
}

function parse(text: string, name: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refused(`${name} line ${line} is not JSON.`);
  }
}

async function rowOf(
  archive: OpenArchive,
  target: ImportTarget,
  def: TableInArchive,
  value: unknown,
  where: string,
): Promise<Record<string, unknown>> {
  const isSend = def.name === 'document_sends' || def.name === 'statement_sends';
  let delivery: z.infer<typeof deliverySchema> = null;
  if (isSend && value && typeof value === 'object') {
    const { delivery: carried, ...rest } = value as Record<string, unknown>;
    const parsed = deliverySchema.safeParse(carried ?? null);
    if (!parsed.success) throw refused(`${where}: its delivery is not readable.`);
    delivery = parsed.data;
    value = rest;
  }
  const decoded = def.codec.decode(value);
  if ('problem' in decoded) throw refused(`${where}: ${decoded.problem}.`);
  const row: Record<string, unknown> = { ...decoded.row, tenantId: target.tenantId };
  for (const column of def.users)
    if (typeof row[column] === 'string')
      row[column] = target.users.get(row[column] as string) ?? null;
  if (def.name === 'documents') row.companySnapshot = localSnapshot(row.companySnapshot, target);
  if (isSend) row.mailId = await keptMail(target, row, delivery);
  if (def.name === 'document_attachments') await copyAttachment(archive, target, row, where);
  return row;
}

/** A snapshot's logo, as the file this company keeps under `DATA_DIR/logos`. */
function localSnapshot(snapshot: unknown, target: ImportTarget) {
  if (!snapshot || typeof snapshot !== 'object') return snapshot;
  const logo = (snapshot as { logoFile?: unknown }).logoFile;
  if (typeof logo !== 'string') return snapshot;
  if (!/^[a-f0-9]{64}\.png$/.test(logo))
    throw refused(`A document's logo "${logo.slice(0, 80)}" is not a logo Kira keeps.`);
  return { ...snapshot, logoFile: `${target.tenantId}/${logo}` };
}

/**
 * A send's mail, kept in this server's outbox as what became of it: sent, stored (no mail
 * server was set), or given up. It is never sent from here: one still waiting when the
 * company was exported is kept as given up, with why.
 */
async function keptMail(
  target: ImportTarget,
  row: Record<string, unknown>,
  delivery: z.infer<typeof deliverySchema>,
): Promise<number> {
  const ended = ['sent', 'stored', 'failed'].includes(delivery?.status ?? '');
  const status = ended ? (delivery?.status as string) : 'failed';
  const sentAt = status === 'sent' && delivery?.sentAt ? new Date(delivery.sentAt) : null;
  const [mail] = await target.db
    .insert(mailOutbox)
    .values({
      to: ((row.to as string[]) ?? []).join(', '),
      cc: ((row.cc as string[]) ?? []).join(', ') || null,
      subject: row.subject as string,
      text: 'Sent from Kira before the company was moved here: the message is not kept.',
      status,
      error: ended ? (delivery?.error ?? null) : 'Not delivered when the company was exported.',
      createdAt: (row.createdAt as Date | undefined) ?? new Date(),
      sentAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null,
    })
    .returning({ id: mailOutbox.id });
  if (!mail) throw new Error('The outbox kept no row');
  return mail.id;
}

async function copyAttachment(
  archive: OpenArchive,
  target: ImportTarget,
  row: Record<string, unknown>,
  where: string,
) {
  const storedAs = row.storedAs as string;
  if (!/^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/.test(storedAs))
    throw refused(`${where}: its file name "${storedAs.slice(0, 80)}" is not one Kira keeps.`);
  const name = attachmentPath(storedAs);
  if (!archive.has(name)) return;
  const bytes = await archive.bytes(name);
  if (bytes.length !== row.size)
    throw refused(`${name} has ${bytes.length} bytes; its attachment says ${String(row.size)}.`);
  const dir = join(target.dataDir, 'attachments', target.tenantId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, storedAs), bytes, { mode: 0o600 });
}

async function insertBatch(
  target: ImportTarget,
  def: TableInArchive,
  rows: Record<string, unknown>[],
) {
  try {
    await target.db.insert(def.table).values(rows as never);
  } catch (error) {
    // The database's message may quote a row's values: the log and the answer get neither.
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    throw refused(
      code === '23503'
        ? `${tablePath(def.name)} names a record the archive does not have: its parts do not fit together.`
        : code === '23505'
          ? `${tablePath(def.name)} holds the same record twice.`
          : `${tablePath(def.name)} could not be stored: a row breaks one of Kira's rules.`,
    );
  }
}

/** The sources a document named before they were in (a source listed after what it made). */
async function setSources(target: ImportTarget, pairs: Array<{ id: string; sourceId: string }>) {
  for (const { id, sourceId } of pairs) {
    try {
      await target.db
        .update(documents)
        .set({ sourceId })
        .where(and(eq(documents.tenantId, target.tenantId), eq(documents.id, id)));
    } catch {
      throw refused(`${tablePath('documents')} names a source document the archive does not have.`);
    }
  }
}
