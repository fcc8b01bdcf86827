import { idOfKindsSchema } from '@kira/core/ids';
import { sendStatementSchema } from '@kira/core/statement-mail';
import { statementPeriod, statementPeriodQuerySchema } from '@kira/core/statement-period';
import { keptStatementSchema, statementContentSchema } from '@kira/core/statements';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { ATTACHMENT_POLICY } from '../documents/attachment-routes.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import { keepStatement } from './keep-statement.ts';
import { type StatementSending, sendStatement } from './send-statement.ts';
import { statementPartyOf } from './statement-contact.ts';
import { statementOf } from './statement-figures.ts';
import { statementPdf } from './statement-pdf.ts';
import { keptStatementContent, keptStatementsOf } from './statement-store.ts';

const tags = ['statements'];
const contactParams = z.object({ id: idOfKindsSchema(['contact']) });
const statementParams = z.object({ id: idOfKindsSchema(['statement']) });
const pdfAnswer = z.any().meta({ description: 'The PDF file (application/pdf)' });
const pdfErrors = { ...guardedErrors, 429: errorSchema, 503: errorSchema };
const periodNote =
  '`from` and `to` are YYYY-MM-DD; by default `to` is today in Singapore and `from` the first day of the month two months before (three calendar months)';

function sendPdf(reply: FastifyReply, pdf: { fileName: string; bytes: Buffer }, download: boolean) {
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `${download ? 'attachment' : 'inline'}; filename="${pdf.fileName}"`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', ATTACHMENT_POLICY)
    .send(pdf.bytes);
}

const downloadQuery = z.object({ download: z.enum(['true', 'false']).optional() });

/**
 * Statements of account (docs/money-in.md): a contact's for a period, previewed (finance read),
 * kept with a number when made a PDF or sent (finance write), and kept ones shown again.
 */
export const statementRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  sending: StatementSending;
  today: () => string;
  idempotency: Idempotency;
}> = async (app, { guards, sending, today, idempotency }) => {
  const read = guards.allow('finance.read');
  const write = guards.allow('finance.write');

  app.get(
    '/api/contacts/:id/statement',
    {
      schema: {
        tags,
        summary: `A contact's statement of account for a period, as it stands now (no number until kept); ${periodNote}`,
        params: contactParams,
        querystring: statementPeriodQuerySchema,
        response: { 200: statementContentSchema, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => {
      const t = guards.accessOf(request).scope.statements;
      const contactId = request.params.id;
      const { contact } = await statementPartyOf(t, contactId);
      const period = statementPeriod(request.query, today());
      return statementOf(t, { contactId, contact, ...period });
    },
  );

  app.get(
    '/api/contacts/:id/statement.pdf',
    {
      schema: {
        tags,
        summary: `A contact's statement as a PDF (A4): kept with its number (the last kept one again when nothing changed); ${periodNote}`,
        params: contactParams,
        querystring: statementPeriodQuerySchema.and(downloadQuery),
        response: { 200: pdfAnswer, ...pdfErrors },
      },
      onRequest: write,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const period = statementPeriod(request.query, today());
      const kept = await keepStatement(access, { contactId: request.params.id, ...period });
      const pdf = await statementPdf(sending.making, kept);
      return sendPdf(reply, pdf, request.query.download === 'true');
    },
  );

  app.post(
    '/api/contacts/:id/statement/send',
    {
      schema: {
        tags,
        summary: `E-mail a contact's statement with its PDF (kept first), to the contact's addresses unless others are given; ${periodNote}`,
        params: contactParams,
        querystring: statementPeriodQuerySchema,
        headers: idempotencyHeaders,
        body: sendStatementSchema,
        response: {
          202: z.object({
            statement: statementContentSchema,
            send: z.object({
              id: z.string(),
              to: z.array(z.string()),
              cc: z.array(z.string()),
              subject: z.string(),
            }),
          }),
          ...guardedErrors,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
      onRequest: write,
    },
    async (request, reply) => {
      // A retried send with the same key answers its first answer: the statement goes once.
      const access = guards.accessOf(request);
      const once = await idempotency.begin(request, access, { status: 202 });
      const period = statementPeriod(request.query, today());
      const sent = await sendStatement(
        access,
        { contactId: request.params.id, ...period },
        request.body,
        sending,
        once.access,
      );
      return once.answer(reply, sent);
    },
  );

  app.get(
    '/api/contacts/:id/statements',
    {
      schema: {
        tags,
        summary: "A contact's kept statements, the latest first",
        params: contactParams,
        response: { 200: z.object({ items: z.array(keptStatementSchema) }), ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => {
      const t = guards.accessOf(request).scope.statements;
      await statementPartyOf(t, request.params.id);
      return { items: await keptStatementsOf(t, request.params.id) };
    },
  );

  const keptOf = async (t: Parameters<typeof keptStatementContent>[0], id: string) => {
    const content = await keptStatementContent(t, id);
    if (!content) throw new AppError('NOT_FOUND', `No statement ${id}`);
    return content;
  };

  app.get(
    '/api/statements/:id',
    {
      schema: {
        tags,
        summary: 'A kept statement, exactly as it was printed or sent',
        params: statementParams,
        response: { 200: statementContentSchema, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => keptOf(guards.accessOf(request).scope.statements, request.params.id),
  );

  app.get(
    '/api/statements/:id/pdf',
    {
      schema: {
        tags,
        summary: 'A kept statement as its PDF again',
        params: statementParams,
        querystring: downloadQuery,
        response: { 200: pdfAnswer, ...pdfErrors },
      },
      onRequest: read,
    },
    async (request, reply) => {
      const content = await keptOf(guards.accessOf(request).scope.statements, request.params.id);
      const pdf = await statementPdf(sending.making, content);
      return sendPdf(reply, pdf, request.query.download === 'true');
    },
  );
};
