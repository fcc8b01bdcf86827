import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveManifest,
  attachmentPath,
  logoPath,
  tablePath,
} from '@kira/core/company-archive';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { Database, Transaction } from '../db/database.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { ARCHIVE_TABLE_DEFS, type TableInArchive } from './archive-tables.ts';
import { COMPANY_CODEC, logoName } from './company-codec.ts';
import { csvViews } from './csv-views.ts';
import { deliveriesOf, tablePages } from './read-pages.ts';

interface ExportFiles {
  dataDir: string;
  tenantId: string;
}

/**
 * Writes a company's archive to `file`: every table a page at a time, inside one read-only
 * transaction at repeatable read so the archive is one moment of the books whatever is written
 * meanwhile. Written to a file first, then sent: the transaction lasts as long as the reading,
 * not as long as a slow download.
 */
export async function writeCompanyArchive(
  db: Database,
  { dataDir, tenantId }: ExportFiles,
  version: string,
  file: string,
): Promise<{ company: string }> {
  return db.transaction(
    async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.tenantId, tenantId));
      if (!company) throw new Error(`No company ${tenantId}`);
      const zip = new yazl.ZipFile();
      const output = createWriteStream(file, { mode: 0o600 });
      zip.outputStream.pipe(output);
      const rows: Record<string, number> = {};
      const files: Record<string, number> = {};
      const logos = new Set<string>();
      const attachments: string[] = [];
      if (company.logoFile) logos.add(logoName(company.logoFile));

      const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
      zip.addBuffer(
        json({
          settings: COMPANY_CODEC.encode(company),
          logo: company.logoFile && logoName(company.logoFile),
        }),
        'company.json',
      );
      zip.addBuffer(json(await membersOf(tx, tenantId)), 'members.json');
      const written: Promise<void>[] = [];
      for (const def of ARCHIVE_TABLE_DEFS) {
        const lines = Readable.from(
          jsonLines(tx, def, tenantId, {
            counted: (count) => {
              rows[def.name] = count;
            },
            seen: (row) => {
              const logo = (row.companySnapshot as { logoFile?: string | null } | null)?.logoFile;
              if (logo) logos.add(logoName(logo));
              if (def.name === 'document_attachments') attachments.push(row.storedAs as string);
            },
          }),
        );
        written.push(once(lines, 'end').then(() => undefined));
        zip.addReadStream(lines, tablePath(def.name));
      }
      for (const view of csvViews(tx, tenantId))
        zip.addReadStream(Readable.from(view.lines()), view.path);
      // yazl writes the entries in order as the file takes them: once every table was read,
      // the files they name and the manifest, which counts them all.
      await Promise.all(written);
      for (const logo of logos)
        await addFile(zip, join(dataDir, 'logos', tenantId, logo), logoPath(logo), files);
      for (const storedAs of attachments)
        await addFile(
          zip,
          join(dataDir, 'attachments', tenantId, storedAs),
          attachmentPath(storedAs),
          files,
        );
      const manifest: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        exportedAt: new Date().toISOString(),
        kira: version,
        company: { name: company.name },
        rows,
        files,
      };
      zip.addBuffer(json(manifest), 'manifest.json');
      zip.end();
      await once(output, 'close');
      return { company: company.name };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A file the archive names, when it is on disk (a missing one is left out, as it is lost). */
async function addFile(
  zip: yazl.ZipFile,
  real: string,
  name: string,
  files: Record<string, number>,
) {
  const found = await stat(real).catch(() => null);
  if (!found?.isFile()) return;
  files[name] = found.size;
  // Attachments are PDFs and images, and logos PNGs: compressed already.
  zip.addFile(real, name, { compress: false });
}

/**
 * A table as JSON Lines, one row a line. A send carries what became of its mail (`delivery`):
 * the outbox is the server's, not the company's.
 */
async function* jsonLines(
  tx: Transaction,
  def: TableInArchive,
  tenantId: string,
  {
    counted,
    seen,
  }: { counted: (count: number) => void; seen: (row: Record<string, unknown>) => void },
): AsyncGenerator<string> {
  let count = 0;
  for await (const page of tablePages(tx, def, tenantId)) {
    const isSends = def.name === 'document_sends' || def.name === 'statement_sends';
    const deliveries = isSends
      ? await deliveriesOf(
          tx,
          page.map((row) => row.mailId as number),
        )
      : null;
    let chunk = '';
    for (const row of page) {
      seen(row);
      const encoded = def.codec.encode(row);
      if (def.name === 'documents')
        encoded.companySnapshot = portableSnapshot(encoded.companySnapshot);
      if (deliveries) encoded.delivery = deliveries.get(row.mailId as number) ?? null;
      chunk += `${JSON.stringify(encoded)}\n`;
    }
    count += page.length;
    yield chunk;
  }
  counted(count);
}

/** A snapshot names its logo by the file's own name, not the company's folder on this server. */
function portableSnapshot(snapshot: unknown) {
  if (!snapshot || typeof snapshot !== 'object') return snapshot;
  const logo = (snapshot as { logoFile?: string | null }).logoFile;
  return logo ? { ...snapshot, logoFile: logoName(logo) } : snapshot;
}

/** The members as the archive lists them: never a password or a session. */
async function membersOf(tx: Transaction, tenantId: string) {
  return tx
    .select({
      userId: memberships.userId,
      email: profiles.email,
      name: profiles.displayName,
      title: memberships.title,
      accessLevel: memberships.accessLevel,
    })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(eq(memberships.tenantId, tenantId))
    .orderBy(memberships.createdAt);
}
