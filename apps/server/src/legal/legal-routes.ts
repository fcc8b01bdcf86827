import type { FastifyInstance } from 'fastify';
import type { PdfRenderer } from '../pdf-pool/pdf-pool.ts';
import { legalDocuments } from './legal-documents.ts';

/**
 * The Terms and Conditions and the Privacy Statement as PDFs, rendered from their text on
 * first request (on a PDF thread, like every PDF) and kept in memory.
 */
export function registerLegalRoutes(app: FastifyInstance, pdfs: PdfRenderer): void {
  const rendered = new Map<string, Promise<Buffer>>();
  for (const doc of legalDocuments) {
    app.get(`/legal/${doc.slug}.pdf`, { schema: { hide: true } }, async (_request, reply) => {
      let pdf = rendered.get(doc.slug);
      if (!pdf) {
        pdf = pdfs.render({ kind: 'legal', doc });
        pdf.catch(() => rendered.delete(doc.slug));
        rendered.set(doc.slug, pdf);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="kira-${doc.slug}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(await pdf);
    });
  }
}
