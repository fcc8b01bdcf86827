import {
  contactListItemSchema,
  contactListQuerySchema,
  contactPatchSchema,
  contactSchema,
  createContactSchema,
} from '@kira/core/contacts';
import { CONTACT_CSV_FIELDS, contactToCsv } from '@kira/core/contacts-csv';
import {
  importJobSchema,
  importRequestSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '@kira/core/csv-import';
import { todayInSingapore } from '@kira/core/dates';
import { idOfKindsSchema } from '@kira/core/ids';
import { pageSchema } from '@kira/core/listing';
import { decideContactBook } from '@kira/core/policies/contact-policy';
import { decideExport } from '@kira/core/policies/export-policy';
import { firstRefusal } from '@kira/core/policies/policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { toCsv } from '../csv/csv.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import type { ImportJobs } from '../imports/import-jobs.ts';
import { prepareImport } from '../imports/prepare-import.ts';
import { runImport } from '../imports/run-import.ts';
import { sessionKeyOf } from '../imports/session-key.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { createContact } from './create-contact.ts';
import { deleteContact } from './delete-contact.ts';
import { contactImporter } from './import-contacts.ts';
import { allContacts, contactTags, getContact, listContacts } from './list-contacts.ts';
import { setContactArchived, updateContact } from './update-contact.ts';

interface Options {
  guards: Guards;
  limits: RateLimits;
  jobs: ImportJobs;
  idempotency: Idempotency;
}

const idParams = z.object({ id: idOfKindsSchema(['contact']) });
const contactListSchema = pageSchema(contactListItemSchema).meta({ id: 'ContactList' });
const tags = ['contacts'];

export const contactsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { guards, jobs, idempotency, limits },
) => {
  routesKeepClaims(app);
  // Each route asks the contact policy; the commands then ask it of the contact itself.
  const readBook = guards.ask((access) => decideContactBook(access, 'read'));
  const writeBook = guards.ask((access) => decideContactBook(access, 'write'));
  const exportBook = guards.ask((access) =>
    firstRefusal(
      () => decideContactBook(access, 'read'),
      () => decideExport(access),
    ),
  );
  app.get(
    '/api/contacts',
    {
      schema: {
        tags,
        summary: 'One page of the contact book, filtered and sorted',
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...guardedErrors },
      },
      onRequest: readBook,
    },
    async (request) => listContacts(guards.accessOf(request), request.query),
  );

  app.get(
    '/api/contacts/tags',
    {
      schema: {
        tags,
        summary: 'Every tag used in the contact book',
        response: { 200: z.object({ tags: z.array(z.string()) }), ...guardedErrors },
      },
      onRequest: readBook,
    },
    async (request) => ({ tags: await contactTags(guards.accessOf(request).scope) }),
  );

  app.get(
    '/api/contacts/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered contact book as CSV (the headers the import recognises)',
        querystring: contactListQuerySchema,
        response: { 200: z.string(), ...guardedErrors },
      },
      onRequest: exportBook,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      await limits.csv(access.userId);
      const rows: Record<string, string>[] = [];
      for await (const page of allContacts(access.scope, request.query)) {
        rows.push(...page.map(contactToCsv));
      }
      const headers = ['ID', ...CONTACT_CSV_FIELDS.map((field) => field.label)];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contacts-${todayInSingapore()}.csv"`)
        .send(toCsv(rows, headers));
    },
  );

  app.post(
    '/api/contacts',
    {
      schema: {
        tags,
        summary:
          'Add a contact (customers need sales or marketing write; suppliers also operation write)',
        headers: idempotencyHeaders,
        body: createContactSchema,
        response: { 201: contactSchema, ...guardedErrors, 409: errorSchema, 422: errorSchema },
      },
      onRequest: writeBook,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), { status: 201 });
      return once.answer(reply, await createContact(once.access, request.body));
    },
  );

  app.get(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        summary: 'One contact',
        params: idParams,
        response: { 200: contactSchema, ...guardedErrors },
      },
      onRequest: readBook,
    },
    async (request) => {
      const contact = await getContact(guards.accessOf(request), request.params.id);
      if (!contact) throw new AppError('NOT_FOUND', `No contact ${request.params.id}`);
      return contact;
    },
  );

  app.patch(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Change some fields of a contact',
        params: idParams,
        body: contactPatchSchema,
        response: { 200: contactSchema, ...guardedErrors },
      },
      onRequest: writeBook,
    },
    async (request) => updateContact(guards.accessOf(request), request.params.id, request.body),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/contacts/:id/${verb}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive a contact: it leaves the default view, its documents stay'
            : 'Bring an archived contact back',
          params: idParams,
          response: { 200: contactSchema, ...guardedErrors },
        },
        onRequest: writeBook,
      },
      async (request) => setContactArchived(guards.accessOf(request), request.params.id, archived),
    );
  }

  app.delete(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact no document refers to',
        params: idParams,
        response: { 204: z.null(), ...guardedErrors, 409: errorSchema },
      },
      onRequest: writeBook,
    },
    async (request, reply) => {
      await deleteContact(guards.accessOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/contacts/import',
    {
      bodyLimit: MAX_IMPORT_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary:
          'Import contacts from CSV in the background (run: dry-run lists what it would change and writes nothing); poll GET /api/imports/{id}',
        body: importRequestSchema,
        response: { 202: importJobSchema, ...guardedErrors },
      },
      onRequest: writeBook,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const { csv, mapping, ...options } = request.body;
      const importer = contactImporter(access);
      const prepared = prepareImport(importer, csv, mapping, MAX_IMPORT_ROWS);
      await limits.csv(access.userId);
      const job = jobs.start(access, sessionKeyOf(request), 'contacts', prepared.rows, (progress) =>
        runImport(access.scope, importer, prepared, options, progress),
      );
      return reply.code(202).send(job);
    },
  );
};
