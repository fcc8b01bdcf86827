import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ArchiveManifest,
  archiveManifestSchema,
  logoPath,
  manifestProblem,
  tablePath,
} from '@kira/core/company-archive';
import { TRIAL_DAYS } from '@kira/core/plans';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { ids } from '../ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { checkImportedTotals } from './check-totals.ts';
import { COMPANY_CODEC } from './company-codec.ts';
import {
  type ArchiveMember,
  archiveMembersSchema,
  matchMembers,
  welcomeMembers,
} from './import-members.ts';
import { importTables } from './import-tables.ts';
import { type OpenArchive, refused } from './read-archive.ts';
import { removeAbandonedImports, removeImportedCompany } from './remove-company.ts';

/** How long an import is known alive without a sign of it; renewed as it writes. */
const LEASE_MS = 10 * 60_000;
const RENEW_MS = 60_000;

export interface PreparedImport {
  archive: OpenArchive;
  manifest: ArchiveManifest;
  settings: Record<string, unknown>;
  logo: string | null;
  members: ArchiveMember[];
  /** The rows the import will write. */
  total: number;
}

const companyFileSchema = z.object({
  settings: z.unknown(),
  logo: z
    .string()
    .regex(/^[a-f0-9]{64}\.png$/)
    .nullable(),
});

/**
 * What can be checked before a job starts, so that a bad archive is a 400 at once: its
 * manifest (format and version), its company and its members. The tables are read by the job.
 */
export async function prepareCompanyImport(archive: OpenArchive): Promise<PreparedImport> {
  const manifest = await archive.json('manifest.json');
  const problem = manifestProblem(manifest);
  if (problem) throw refused(problem);
  const company = companyFileSchema.safeParse(await archive.json('company.json'));
  if (!company.success) throw refused('company.json does not describe a company.');
  const settings = COMPANY_CODEC.decode(company.data.settings);
  if ('problem' in settings) throw refused(`company.json: ${settings.problem}.`);
  const members = archiveMembersSchema.safeParse(await archive.json('members.json'));
  if (!members.success) throw refused('members.json does not list members as Kira writes them.');
  const parsed = archiveManifestSchema.parse(manifest);
  for (const [name, size] of Object.entries(parsed.files))
    if (!archive.has(name))
      throw refused(`The archive lacks ${name} (${size} bytes), which its manifest lists.`);
  return {
    archive,
    manifest: parsed,
    settings: settings.row,
    logo: company.data.logo,
    members: members.data,
    total: Object.values(parsed.rows).reduce((sum, rows) => sum + rows, 0),
  };
}

export interface ImportDeps {
  db: Database;
  dataDir: string;
  mailer: Mailer;
  appUrl: string;
}

export interface ImportedCompany {
  tenantId: string;
  name: string;
  members: { matched: number; invited: number };
}

/**
 * Makes a new company of the archive. It has no members while its rows are written, so nobody
 * sees it half made; its lease (`importing_until`) says the import is alive. Then its row
 * counts are compared with the manifest's and its documents' amounts computed again; only then
 * do its members join (the importer as Founder), in one transaction. Anything refused or
 * failed removes the company and its files.
 */
export async function importCompany(
  deps: ImportDeps,
  prepared: PreparedImport,
  importerId: string,
  progress: { add(rows: number): void; pause(): Promise<void> },
): Promise<ImportedCompany> {
  const { db, dataDir } = deps;
  await removeAbandonedImports(db, dataDir);
  const tenantId = ids.next('company');
  const name = prepared.settings.name as string;
  const leaseUntil = () => new Date(Date.now() + LEASE_MS);
  await db.insert(companies).values({
    ...(prepared.settings as typeof companies.$inferInsert),
    tenantId,
    createdBy: importerId,
    // As any new company: it tries Business for 30 days.
    plan: 'business',
    trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
    importingUntil: leaseUntil(),
    logoFile:
      prepared.logo && prepared.archive.has(logoPath(prepared.logo))
        ? `${tenantId}/${prepared.logo}`
        : null,
  });
  try {
    await copyLogos(prepared, dataDir, tenantId);
    const users = await matchMembers(db, prepared.members);
    let renewed = Date.now();
    const counts = await importTables(prepared.archive, {
      db,
      tenantId,
      dataDir,
      users,
      async wrote(rows) {
        progress.add(rows);
        if (Date.now() - renewed > RENEW_MS) {
          renewed = Date.now();
          await db
            .update(companies)
            .set({ importingUntil: leaseUntil() })
            .where(eq(companies.tenantId, tenantId));
        }
        await progress.pause();
      },
    });
    for (const [table, rows] of Object.entries(counts)) {
      const expected = prepared.manifest.rows[table] ?? 0;
      if (rows !== expected)
        throw refused(
          `${tablePath(table as never)} has ${rows} rows; the manifest says ${expected}. The archive is incomplete.`,
        );
    }
    await checkImportedTotals(db, tenantId);
    const members = await welcomeMembers(deps, {
      tenantId,
      companyName: name,
      importerId,
      members: prepared.members,
      users,
    });
    return { tenantId, name, members };
  } catch (error) {
    await removeImportedCompany(db, dataDir, tenantId);
    throw error;
  }
}

/** The logos the archive carries (the company's and those its documents print). */
async function copyLogos(prepared: PreparedImport, dataDir: string, tenantId: string) {
  const logos = Object.keys(prepared.manifest.files).filter((name) =>
    name.startsWith('files/logos/'),
  );
  if (logos.length === 0) return;
  const dir = join(dataDir, 'logos', tenantId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of logos) {
    const file = name.slice('files/logos/'.length);
    if (!/^[a-f0-9]{64}\.png$/.test(file)) throw refused(`${name} is not a logo Kira keeps.`);
    await writeFile(join(dir, file), await prepared.archive.bytes(name), { mode: 0o600 });
  }
}
