import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ARCHIVE_LIMITS, companyImportJobSchema } from '@kira/core/company-archive';
import { todayInSingapore } from '@kira/core/dates';
import { MSG_VERIFY_FIRST } from '@kira/core/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CompanyImportJobs } from './company-import-jobs.ts';
import { writeCompanyArchive } from './export-company.ts';
import { importCompany, prepareCompanyImport } from './import-company.ts';
import { openArchive } from './read-archive.ts';

interface Options {
  db: Database;
  guards: Guards;
  limits: RateLimits;
  jobs: CompanyImportJobs;
  dataDir: string;
  version: string;
  mailer: Mailer;
  appUrl: string;
}

const tags = ['company'];
const zipAnswer = z.any().meta({ description: 'The company archive (application/zip)' });
const MEGABYTES = ARCHIVE_LIMITS.bytes / (1024 * 1024);

/**
 * The active company as one archive, and a new company from one (docs/company-transfer.md).
 * `/api/company/...` is singular: it is the active company.
 */
export const companyTransferRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, guards, limits, jobs, dataDir } = options;
  const scratch = join(dataDir, 'tmp');

  // The archive arrives as the raw ZIP and goes straight to a file (`saveUpload`), never whole
  // into memory: this parser hands the request's stream over as it is.
  app.addContentTypeParser('application/zip', (_request, payload, done) => done(null, payload));

  app.get(
    '/api/company/export',
    {
      schema: {
        tags,
        summary:
          'Everything the active company keeps, as one ZIP of JSON, CSV and its files (administrators)',
        response: { 200: zipAnswer, ...guardedErrors, 429: errorSchema },
      },
      onRequest: guards.allow('company.export'),
    },
    async (request, reply) => {
      const { userId, tenantId } = guards.accessOf(request);
      const release = await limits.archive(userId, tenantId);
      await mkdir(scratch, { recursive: true, mode: 0o700 });
      const file = join(scratch, `export-${randomUUID()}.zip`);
      try {
        await writeCompanyArchive(db, { dataDir, tenantId }, options.version, file);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      } finally {
        // The work is the reading; sending the file is the download's.
        await release();
      }
      const stream = createReadStream(file);
      stream.on('close', () => void rm(file, { force: true }));
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="kira-company-${todayInSingapore()}.zip"`,
        )
        .send(stream);
    },
  );

  app.post(
    '/api/company/import',
    {
      schema: {
        tags,
        summary: `Make a new company of an archive (the ZIP as application/zip, up to ${MEGABYTES} MB): a job to follow`,
        response: {
          202: companyImportJobSchema,
          ...guardedErrors,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
      onRequest: guards.signedIn,
    },
    async (request, reply) => {
      const { user } = guards.userOf(request);
      if (!user.emailVerified) throw new AppError('FORBIDDEN', MSG_VERIFY_FIRST);
      const declared = Number(request.headers['content-length'] ?? Number.NaN);
      if (declared > ARCHIVE_LIMITS.bytes) throw tooLarge();
      if (!request.body || typeof (request.body as NodeJS.ReadableStream).pipe !== 'function')
        throw new AppError('VALIDATION_FAILED', 'Send the archive itself, as application/zip');
      const release = await limits.archive(user.id, null);
      await mkdir(scratch, { recursive: true, mode: 0o700 });
      const file = join(scratch, `import-${randomUUID()}.zip`);
      const done = async () => {
        await rm(file, { force: true });
        await release();
      };
      let started = false;
      try {
        await saveUpload(request.body as NodeJS.ReadableStream, file);
        const archive = await openArchive(file);
        const prepared = await prepareCompanyImport(archive).catch((error: unknown) => {
          archive.close();
          throw error;
        });
        const job = jobs.start(user.id, prepared.total, (progress) =>
          importCompany(options, prepared, user.id, progress).finally(async () => {
            archive.close();
            await done();
          }),
        );
        started = true;
        return reply.code(202).send(job);
      } finally {
        if (!started) await done();
      }
    },
  );

  app.get(
    '/api/company/import/:id',
    {
      schema: {
        tags,
        summary: 'The progress of a company import you started, and the company once made',
        params: z.object({ id: z.uuid() }),
        response: { 200: companyImportJobSchema, ...guardedErrors },
      },
      onRequest: guards.signedIn,
    },
    async (request) => {
      const job = jobs.get(request.params.id, guards.userOf(request).user.id);
      if (!job) throw new AppError('NOT_FOUND', `No company import ${request.params.id}`);
      return job;
    },
  );
};

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `An archive to import can be at most ${MEGABYTES} MB.`);

/** The upload to `file`, stopped as soon as it passes the limit (a body may lie about its length). */
async function saveUpload(body: NodeJS.ReadableStream, file: string) {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > ARCHIVE_LIMITS.bytes ? tooLarge() : null, chunk);
    },
  });
  await pipeline(body, limit, createWriteStream(file, { mode: 0o600 }));
}
