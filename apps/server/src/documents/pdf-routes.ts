import { todayInSingapore } from '@kira/core/dates';
import {
  documentPdfQuerySchema,
  documentPdfsQuerySchema,
  documentPdfsZipFileName,
  MAX_PDFS_PER_ZIP,
} from '@kira/core/document-pdf';
import { decideExport } from '@kira/core/policies/export-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { ATTACHMENT_POLICY } from './attachment-routes.ts';
import { idParams, tags } from './document-params.ts';
import { documentPdf, type PdfMaking } from './use-cases/document-pdf.ts';
import { documentPdfsZip } from './use-cases/document-pdfs-zip.ts';

const pdfAnswer = z.any().meta({ description: 'The PDF file (application/pdf)' });
const zipAnswer = z.any().meta({ description: 'A ZIP file of the PDFs (application/zip)' });
/** Too many PDFs waiting for a thread (429, `Retry-After`); one failed or passed its time limit (503). */
const pdfErrors = { ...guardedErrors, 429: errorSchema, 503: errorSchema };

/** Documents as PDF files: one, shown or downloaded, or several in one ZIP. */
export const pdfRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  making: PdfMaking;
  limits: RateLimits;
}> = async (app, { guards, making, limits }) => {
  app.get(
    '/api/documents/:id/pdf',
    {
      schema: {
        tags,
        summary:
          'A document as a PDF (A4), read as the document is; shown in the browser, or downloaded with download=true',
        params: idParams,
        querystring: documentPdfQuerySchema,
        response: { 200: pdfAnswer, ...pdfErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const pdf = await documentPdf(guards.accessOf(request), making, request.params.id);
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${pdf.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          // As an attachment is: the app's own pages may preview it in a frame, no other site.
          .header('content-security-policy', ATTACHMENT_POLICY)
          .send(pdf.bytes)
      );
    },
  );

  app.get(
    '/api/documents/pdfs.zip',
    {
      schema: {
        tags,
        summary: `The PDFs of up to ${MAX_PDFS_PER_ZIP} documents (ids, comma-separated) in one ZIP; refused whole if any one cannot be read`,
        querystring: documentPdfsQuerySchema,
        response: { 200: zipAnswer, ...pdfErrors },
      },
      // An export: refused in the demo before any PDF is made (one PDF to read is not).
      onRequest: guards.ask(decideExport),
    },
    async (request, reply) => {
      const zip = await documentPdfsZip(
        guards.accessOf(request),
        making,
        request.query.ids,
        limits,
      );
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${documentPdfsZipFileName(todayInSingapore())}"`,
        )
        .send(zip);
    },
  );
};
