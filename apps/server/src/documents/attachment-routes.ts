import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { FILE_TYPES } from '../files/file-types.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import { idParams, tags } from './document-params.ts';
import {
  ATTACHMENT_MAX_BYTES,
  addAttachment,
  attachmentSchema,
  readAttachment,
  removeAttachment,
} from './use-cases/attachments.ts';

/** An attached file's own policy, in place of the app's (which lets no page frame anything). */
export const ATTACHMENT_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** A document's attached files: receipts of expenses above all. */
export const attachmentRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  dataDir: string;
}> = async (app, { guards, dataDir }) => {
  // An attachment arrives as the raw file; its type is checked again from its bytes.
  app.addContentTypeParser(
    Object.keys(FILE_TYPES),
    { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const attachmentParams = idParams.extend({ attachmentId: z.uuid() });
  const uploadHeaders = z.object({
    'x-file-name': z
      .string()
      .refine(
        isPercentDecodable,
        'X-File-Name is the file name percent-encoded (encodeURIComponent); this one cannot be decoded',
      )
      .optional()
      .meta({
        description:
          "The file's name, percent-encoded (encodeURIComponent), e.g. `receipt%20March.pdf`",
      }),
  });

  app.post(
    '/api/documents/:id/attachments',
    {
      schema: {
        tags,
        summary: 'Attach a file: the raw PDF, PNG, JPEG or WebP, up to 5 MB (name in X-File-Name)',
        params: idParams,
        headers: uploadHeaders,
        response: {
          201: attachmentSchema,
          ...guardedErrors,
          402: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', 'Send the file itself with its Content-Type');
      }
      const name = request.headers['x-file-name'];
      const attachment = await addAttachment(guards.accessOf(request), dataDir, request.params.id, {
        contentType: request.headers['content-type'],
        fileName: typeof name === 'string' ? decodeURIComponent(name) : undefined,
        bytes: request.body,
      });
      return reply.code(201).send(attachment);
    },
  );

  app.get(
    '/api/documents/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'An attached file',
        params: attachmentParams,
        response: { 200: z.any(), ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const file = await readAttachment(
        access,
        dataDir,
        request.params.id,
        request.params.attachmentId,
      );
      return (
        reply
          .type(file.contentType)
          .header(
            'content-disposition',
            `inline; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"`,
          )
          .header('x-content-type-options', 'nosniff')
          // The app's own pages may show it in a frame (a PDF's preview); nothing else may, and
          // the file itself runs nothing.
          .header('content-security-policy', ATTACHMENT_POLICY)
          .send(file.bytes)
      );
    },
  );

  app.delete(
    '/api/documents/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Remove an attached file',
        params: attachmentParams,
        response: { 204: z.null(), ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      await removeAttachment(
        guards.accessOf(request),
        dataDir,
        request.params.id,
        request.params.attachmentId,
      );
      return reply.code(204).send(null);
    },
  );
};

function isPercentDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
