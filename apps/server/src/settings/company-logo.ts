import { createHash } from 'node:crypto';
import { access as fileAccess, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompanySettings } from '@kira/core/companies-api';
import { decideSettings } from '@kira/core/policies/settings-policy';
import { and, sql } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companies, documents } from '../db/schema/index.ts';
import { printReadyLogo } from '../documents/pdf-logo.ts';
import { contentMatches, FILE_TYPES } from '../files/file-types.ts';
import { checkImageSize } from '../files/image-size.ts';
import { saveFileWithRow } from '../files/save-file-with-row.ts';
import { AppError } from '../http/app-error.ts';
import { toCompanySettings } from './company-settings-store.ts';

export const LOGO_MAX_BYTES = 1024 * 1024;

/** The image types a logo may be. */
export const LOGO_TYPES = {
  'image/png': FILE_TYPES['image/png'],
  'image/jpeg': FILE_TYPES['image/jpeg'],
  'image/webp': FILE_TYPES['image/webp'],
} as const;
export type LogoType = keyof typeof LOGO_TYPES;

const logosDir = (dataDir: string) => join(dataDir, 'logos');

function isLogoType(type: string): type is LogoType {
  return type in LOGO_TYPES;
}

/**
 * Stores a new logo under `DATA_DIR/logos` (PNG, JPEG or WebP up to 1 MB and 4096 × 4096
 * pixels, its size read from its header before any pixel is decoded), drawn again as a PNG at
 * the size PDFs print it (documents/pdf-logo.ts), named by its content:
 * `logos/<tenant>/<sha256>.png`, written once and never overwritten, so the documents issued
 * with it (their company snapshot names the file) keep printing it. The whole file is written
 * first and the row points at it in the transaction; the old file goes only after the commit,
 * and only when no issued document names it, so a failure never leaves the company or a
 * document pointing at a missing file.
 */
export async function saveCompanyLogo(
  access: RequestAccess,
  dataDir: string,
  contentType: string,
  bytes: Buffer,
): Promise<CompanySettings> {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isLogoType(type)) {
    throw new AppError('VALIDATION_FAILED', 'A logo must be a PNG, JPEG or WebP image');
  }
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The logo file is empty');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'A logo can be at most 1 MB');
  }
  if (!contentMatches(type, bytes)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file is not a ${LOGO_TYPES[type].extension.toUpperCase()} image`,
    );
  }
  await checkImageSize(bytes, 'The logo');
  const png = await printReadyLogo(bytes).catch(() => {
    throw new AppError('VALIDATION_FAILED', 'The logo cannot be read as an image');
  });
  const file = `${access.tenantId}/${createHash('sha256').update(png).digest('hex')}.png`;
  const path = join(logosDir(dataDir), file);
  // The same content is the same file: one already there (perhaps named by a document) is kept
  // as it is, and never removed if the change fails.
  if (await fileExists(path)) return replaceLogo(access, dataDir, file);
  await mkdir(join(logosDir(dataDir), access.tenantId), { recursive: true, mode: 0o700 });
  return saveFileWithRow(path, png, () => replaceLogo(access, dataDir, file));
}

const fileExists = (path: string) =>
  fileAccess(path).then(
    () => true,
    () => false,
  );

export async function removeCompanyLogo(
  access: RequestAccess,
  dataDir: string,
): Promise<CompanySettings> {
  return replaceLogo(access, dataDir, null);
}

async function replaceLogo(access: RequestAccess, dataDir: string, file: string | null) {
  enforce(decideSettings(access, 'update'));
  const { settings, oldFile } = await access.scope.transaction(async (t) => {
    const [row] = await t.tx.select().from(companies).where(t.owns(companies.tenantId));
    if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
    const [updated] = await t.tx
      .update(companies)
      .set({ logoFile: file, logoUpdatedAt: file ? new Date() : null, updatedAt: new Date() })
      .where(t.owns(companies.tenantId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'This company no longer exists');
    await recordAudit(t, {
      entity: 'company-settings',
      entityId: row.tenantId,
      action: file ? 'upload-logo' : 'remove-logo',
      before: { logo: row.logoFile },
      after: { logo: file },
    });
    return { settings: toCompanySettings(updated, access.abilities), oldFile: row.logoFile };
  });
  if (oldFile && oldFile !== file && !(await namedBySnapshot(access, oldFile))) {
    await rm(join(logosDir(dataDir), oldFile), { force: true });
  }
  return settings;
}

/** Whether an issued document of the company prints the logo `file` (its company snapshot). */
async function namedBySnapshot(access: RequestAccess, file: string): Promise<boolean> {
  const t = access.scope.statements;
  const [found] = await t.tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(t.owns(documents.tenantId), sql`${documents.companySnapshot}->>'logoFile' = ${file}`),
    )
    .limit(1);
  return found !== undefined;
}

/** A stored logo, its type and its file's name. */
export interface StoredLogo {
  file: string;
  bytes: Buffer;
  type: LogoType;
}

/** The company's logo, or null when it has none. */
export async function readCompanyLogo(
  access: RequestAccess,
  dataDir: string,
): Promise<StoredLogo | null> {
  const [row] = await access.scope.statements.tx
    .select({ logoFile: companies.logoFile })
    .from(companies)
    .where(access.scope.statements.owns(companies.tenantId));
  return row?.logoFile ? readLogoFile(dataDir, row.logoFile) : null;
}

/**
 * The logo kept as `file` under `DATA_DIR/logos` (a company's now, or one a document's company
 * snapshot names), or null when it cannot be read.
 */
export async function readLogoFile(dataDir: string, file: string): Promise<StoredLogo | null> {
  const extension = file.split('.').pop();
  const type = (Object.keys(LOGO_TYPES) as LogoType[]).find(
    (t) => LOGO_TYPES[t].extension === extension,
  );
  if (!type) return null;
  const bytes = await readFile(join(logosDir(dataDir), file)).catch(() => null);
  return bytes ? { file, bytes, type } : null;
}
