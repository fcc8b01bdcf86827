import { z } from './zod.ts';

/**
 * A company's archive (docs/company-transfer.md): a ZIP of JSON Lines per table, the company's
 * settings and members as JSON, CSV views for people, and the files. What reads it checks every
 * entry's name and size before extracting any.
 */
export const ARCHIVE_FORMAT = 'kira-company-archive';
export const ARCHIVE_VERSION = 1;

/** The limits an archive to import is held to, checked before anything is extracted. */
export const ARCHIVE_LIMITS = {
  /** The upload itself. */
  bytes: 1024 * 1024 * 1024,
  entries: 100_000,
  /** The uncompressed size of one table's file. */
  tableBytes: 2 * 1024 * 1024 * 1024,
  /** The uncompressed size of one attachment or logo (attachments are at most 10 MB). */
  fileBytes: 20 * 1024 * 1024,
  /** The uncompressed size of the manifest, the company and the members. */
  jsonBytes: 4 * 1024 * 1024,
  /** Every entry together, uncompressed. */
  totalBytes: 8 * 1024 * 1024 * 1024,
  /** An entry this many times smaller compressed than uncompressed is a zip bomb. */
  ratio: 200,
} as const;

/** The tables an archive carries, in the order they are written and read back. */
export const ARCHIVE_TABLES = [
  'document_numbering',
  'document_series',
  'money_accounts',
  'contacts',
  'contact_addresses',
  'products',
  'documents',
  'document_lines',
  'payment_allocations',
  'document_attachments',
  'document_sends',
  'credit_uses',
  'statements',
  'statement_sends',
  'audit_log',
] as const;
export type ArchiveTable = (typeof ARCHIVE_TABLES)[number];

export const tablePath = (table: ArchiveTable) => `data/${table}.jsonl`;
export const attachmentPath = (storedAs: string) => `files/attachments/${storedAs}`;
export const logoPath = (file: string) => `files/logos/${file}`;

/** A stored file's name as Kira makes them: an id or a digest, and an extension. */
const FILE_NAME = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

export type EntryKind = 'manifest' | 'json' | 'table' | 'file' | 'view';

/**
 * What an entry of an archive is, by its name; null for a name no Kira archive has (a path
 * that climbs out with `..`, an absolute path, a backslash, anything unknown).
 */
export function archiveEntryKind(name: string): EntryKind | null {
  if (name === 'manifest.json') return 'manifest';
  if (name === 'company.json' || name === 'members.json') return 'json';
  if (ARCHIVE_TABLES.some((table) => tablePath(table) === name)) return 'table';
  const file = /^files\/(attachments|logos)\/([^/]+)$/.exec(name);
  if (file && FILE_NAME.test(file[2] as string)) return 'file';
  if (/^csv\/[a-z-]{1,40}\.csv$/.test(name)) return 'view';
  return null;
}

/** The largest uncompressed size an entry of this kind may have. */
export function entryLimit(kind: EntryKind): number {
  if (kind === 'table' || kind === 'view') return ARCHIVE_LIMITS.tableBytes;
  if (kind === 'file') return ARCHIVE_LIMITS.fileBytes;
  return ARCHIVE_LIMITS.jsonBytes;
}

export interface ArchiveEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/**
 * Why an archive's table of contents is refused, or null when every entry may be read: the
 * count, each name, each size and compression ratio, and the sum. The sizes are the archive's
 * own claims; the reader also stops an entry that inflates beyond what it claimed.
 */
export function archiveContentsProblem(entries: readonly ArchiveEntry[]): string | null {
  if (entries.length > ARCHIVE_LIMITS.entries)
    return `The archive has ${entries.length} files; a company archive has at most ${ARCHIVE_LIMITS.entries}.`;
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const kind = archiveEntryKind(entry.name);
    if (kind === null)
      return `The archive holds "${printable(entry.name)}", which is not part of a Kira company archive.`;
    if (seen.has(entry.name)) return `The archive holds "${entry.name}" twice.`;
    seen.add(entry.name);
    if (entry.uncompressedSize > entryLimit(kind))
      return `"${entry.name}" is ${megabytes(entry.uncompressedSize)} uncompressed, more than the ${megabytes(entryLimit(kind))} a file of this kind may have.`;
    if (
      entry.uncompressedSize > 1024 * 1024 &&
      entry.uncompressedSize > entry.compressedSize * ARCHIVE_LIMITS.ratio
    )
      return `"${entry.name}" expands more than ${ARCHIVE_LIMITS.ratio} times: the archive looks like a zip bomb.`;
    total += entry.uncompressedSize;
  }
  if (total > ARCHIVE_LIMITS.totalBytes)
    return `The archive is ${megabytes(total)} uncompressed, more than the ${megabytes(ARCHIVE_LIMITS.totalBytes)} Kira imports.`;
  if (!seen.has('manifest.json'))
    return 'The archive has no manifest.json: it is not a Kira company archive.';
  for (const name of ['company.json', 'members.json'])
    if (!seen.has(name)) return `The archive has no ${name}.`;
  return null;
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;
const printable = (name: string) => name.replace(/[^\x20-\x7e]/g, '?').slice(0, 120);

/** The manifest: written last by the export, read first by the import. */
export const archiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  /** The Kira version that wrote it. */
  kira: z.string().max(100),
  company: z.object({ name: z.string().max(500) }),
  /** Each table's rows. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  /** Each file's size in bytes, by its name in the archive. */
  files: z.record(z.string(), z.number().int().nonnegative()),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

/** Why a manifest cannot be imported, or null. */
export function manifestProblem(manifest: unknown): string | null {
  const format = z.object({ format: z.string(), version: z.unknown() }).safeParse(manifest);
  if (!format.success || format.data.format !== ARCHIVE_FORMAT)
    return 'manifest.json does not describe a Kira company archive.';
  if (format.data.version !== ARCHIVE_VERSION)
    return `The archive is of format version ${String(format.data.version)}; this Kira imports version ${ARCHIVE_VERSION}. Export it again from a Kira of the same version.`;
  if (!archiveManifestSchema.safeParse(manifest).success)
    return 'manifest.json is not complete: its tables or files are missing.';
  return null;
}

/** A company import as its screen follows it. */
export const companyImportJobSchema = z
  .object({
    id: z.string(),
    status: z.enum(['running', 'done', 'failed']),
    /** Rows written so far, of `total`. */
    processed: z.number().int(),
    total: z.number().int(),
    /** The company made, once done: switch to it to see it. */
    company: z.object({ tenantId: z.string(), name: z.string() }).nullable(),
    /** Members matched to accounts of this server, and those invited. */
    members: z.object({ matched: z.number().int(), invited: z.number().int() }).nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'CompanyImportJob' });
export type CompanyImportJob = z.infer<typeof companyImportJobSchema>;
