import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { decideDocument } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { documentAttachments, documents } from '../../db/schema/index.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { contentMatches, FILE_TYPES, isFileType, mediaTypeOf } from '../../files/file-types.ts';
import { checkImageSize } from '../../files/image-size.ts';
import { saveFileWithRow } from '../../files/save-file-with-row.ts';
import { AppError } from '../../http/app-error.ts';
import { checkStoragePlace, holdStoragePlace } from '../../plans/plan-limits.ts';
import type { DocumentRow } from '../store/document-rows.ts';
import { lockDocument, readDocument } from '../store/read-document.ts';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_PER_DOCUMENT = 10;

const attachmentsDir = (dataDir: string, tenantId: string) =>
  join(dataDir, 'attachments', tenantId);

export const attachmentSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

function toAttachment(row: typeof documentAttachments.$inferSelect): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file name fit to keep and to send back: no path, no control characters, not too long. */
function cleanFileName(name: string | undefined, extension: string): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...last].filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '"').join('');
  const base = printable.trim().slice(0, 120);
  return base === '' ? `attachment.${extension}` : base;
}

/**
 * Keeps a file with a document: an image (PNG, JPEG, WebP; at most 4096 × 4096 pixels) or a
 * PDF up to 5 MB, checked by its bytes. The whole file is written first and the row added in the transaction; a failed
 * write leaves no file, a failed transaction removes it (files/save-file-with-row.ts).
 */
export async function addAttachment(
  access: RequestAccess,
  dataDir: string,
  documentId: string,
  upload: { contentType: string | undefined; fileName: string | undefined; bytes: Buffer },
): Promise<Attachment> {
  const type = mediaTypeOf(upload.contentType);
  if (!isFileType(type))
    throw new AppError(
      'VALIDATION_FAILED',
      'An attachment must be a PDF or a PNG, JPEG or WebP image',
    );
  if (upload.bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty');
  if (upload.bytes.length > ATTACHMENT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'An attachment can be at most 5 MB');
  if (!contentMatches(type, upload.bytes))
    throw new AppError('VALIDATION_FAILED', `The file is not a ${FILE_TYPES[type].name} file`);
  // An image's size is read from its header: one that claims more pixels than Kira keeps is
  // refused before anything (a preview, a thumbnail) decodes it.
  if (type !== 'application/pdf') await checkImageSize(upload.bytes, 'The image');
  // The company's plan says how much room its attachments may take in all (plans/).
  await checkStoragePlace(access.scope.statements, upload.bytes.length);
  const id = randomUUID();
  const storedAs = `${id}.${FILE_TYPES[type].extension}`;
  const dir = attachmentsDir(dataDir, access.tenantId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return saveFileWithRow(join(dir, storedAs), upload.bytes, () =>
    access.scope.transaction(async (t) => {
      const document = await lockDocument(t, documentId);
      enforce(decideDocument(access, document, 'attach'));
      await touchDraft(t, document);
      const existing = await t.tx
        .select({ id: documentAttachments.id })
        .from(documentAttachments)
        .where(
          and(t.owns(documentAttachments.tenantId), eq(documentAttachments.documentId, documentId)),
        );
      if (existing.length >= ATTACHMENTS_PER_DOCUMENT)
        throw new AppError(
          'CONFLICT',
          `A document can have at most ${ATTACHMENTS_PER_DOCUMENT} attachments.`,
        );
      await holdStoragePlace(t, upload.bytes.length);
      const [row] = await t.tx
        .insert(documentAttachments)
        .values({
          tenantId: t.ctx.tenantId,
          id,
          documentId,
          fileName: cleanFileName(upload.fileName, FILE_TYPES[type].extension),
          contentType: type,
          size: upload.bytes.length,
          storedAs,
          createdBy: t.ctx.userId,
        })
        .returning();
      if (!row) throw new Error('The attachment was not kept');
      const attachment = toAttachment(row);
      await recordAudit(t, {
        entity: 'document',
        entityId: documentId,
        action: 'attach',
        after: { ...attachment },
      });
      return attachment;
    }),
  );
}

/** Removes a document's attachment files, once what referred to them is committed gone. */
export async function removeAttachmentFiles(
  dataDir: string,
  tenantId: string,
  storedAs: readonly string[],
): Promise<void> {
  for (const name of storedAs)
    await rm(join(attachmentsDir(dataDir, tenantId), name), { force: true });
}

export async function readAttachment(
  access: RequestAccess,
  dataDir: string,
  documentId: string,
  id: string,
) {
  const t = access.scope.statements;
  const document = await readDocument(t, documentId);
  if (!document) throw new AppError('NOT_FOUND', `No document ${documentId}`);
  enforce(decideDocument(access, document.row, 'read'));
  const [row] = await t.tx
    .select()
    .from(documentAttachments)
    .where(
      and(
        t.owns(documentAttachments.tenantId),
        eq(documentAttachments.documentId, documentId),
        eq(documentAttachments.id, id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', `No attachment ${id}`);
  return {
    ...toAttachment(row),
    bytes: await readFile(join(attachmentsDir(dataDir, access.tenantId), row.storedAs)),
  };
}

/**
 * A draft's attachments are part of the draft: changing them updates the draft, so an issue
 * that read the draft before sees it changed.
 */
async function touchDraft(t: TenantTransaction, document: DocumentRow) {
  if (document.status !== 'draft') return;
  await t.tx
    .update(documents)
    .set({ updatedAt: new Date(), updatedBy: t.ctx.userId })
    .where(and(t.owns(documents.tenantId), eq(documents.id, document.id)));
}

/** Removes an attachment; the file goes after the commit. */
export async function removeAttachment(
  access: RequestAccess,
  dataDir: string,
  documentId: string,
  id: string,
): Promise<void> {
  const storedAs = await access.scope.transaction(async (t) => {
    const document = await lockDocument(t, documentId);
    enforce(decideDocument(access, document, 'detach'));
    await touchDraft(t, document);
    const [row] = await t.tx
      .delete(documentAttachments)
      .where(
        and(
          t.owns(documentAttachments.tenantId),
          eq(documentAttachments.documentId, documentId),
          eq(documentAttachments.id, id),
        ),
      )
      .returning();
    if (!row) throw new AppError('NOT_FOUND', `No attachment ${id}`);
    await recordAudit(t, {
      entity: 'document',
      entityId: documentId,
      action: 'detach',
      before: { ...toAttachment(row) },
    });
    return row.storedAs;
  });
  await removeAttachmentFiles(dataDir, access.tenantId, [storedAs]);
}
