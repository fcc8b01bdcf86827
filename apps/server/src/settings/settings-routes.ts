import { companySettingsSchemaOut, numberingListSchema } from '@kira/core/companies-api';
import { companySettingsPatchSchema } from '@kira/core/company-settings';
import { documentKindSchema } from '@kira/core/document-kind-schema';
import {
  documentMailSettingsSchema,
  documentMailTemplatePutSchema,
} from '@kira/core/document-mail';
import { numberedKindSchema, numberingPatchSchema } from '@kira/core/numbering';
import { decideSettings } from '@kira/core/policies/settings-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  readCompanyLogo,
  removeCompanyLogo,
  saveCompanyLogo,
} from './company-logo.ts';
import { readDocumentMail, updateDocumentMail } from './document-mail.ts';
import { readNumbering } from './numbering-store.ts';
import { readCompanySettings } from './read-company-settings.ts';
import { updateCompanySettings } from './update-company-settings.ts';
import { updateNumbering } from './update-numbering.ts';

interface Options {
  guards: Guards;
  dataDir: string;
}

export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { guards, dataDir }) => {
  // Every route asks the settings policy (one record per company: no per-record abilities).
  const read = guards.ask((access) => decideSettings(access, 'read'));
  const update = guards.ask((access) => decideSettings(access, 'update'));
  // A logo arrives as the raw image; its type is checked again from its bytes.
  app.addContentTypeParser(
    Object.keys(LOGO_TYPES),
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/settings/company',
    {
      schema: {
        tags: ['settings'],
        summary: "The active company's profile, tax, payment and document settings",
        response: { 200: companySettingsSchemaOut, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => readCompanySettings(guards.accessOf(request)),
  );

  app.patch(
    '/api/settings/company',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change any of the company settings; the result is checked as a whole',
        body: companySettingsPatchSchema,
        response: { 200: companySettingsSchemaOut, ...guardedErrors },
      },
      onRequest: update,
    },
    async (request) => updateCompanySettings(guards.accessOf(request), request.body),
  );

  app.get(
    '/api/settings/company/logo',
    {
      schema: {
        tags: ['settings'],
        summary: "The company's logo image",
        response: { 200: z.any(), ...guardedErrors },
      },
      onRequest: read,
    },
    async (request, reply) => {
      const logo = await readCompanyLogo(guards.accessOf(request), dataDir);
      if (!logo) throw new AppError('NOT_FOUND', 'This company has no logo');
      return reply.type(logo.type).send(logo.bytes);
    },
  );

  app.put(
    '/api/settings/company/logo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Upload the logo: a PNG, JPEG or WebP image of at most 1 MB as the request body',
        response: {
          200: companySettingsSchemaOut,
          ...guardedErrors,
          413: errorSchema,
          415: errorSchema,
        },
      },
      onRequest: update,
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', 'Send the logo as a PNG, JPEG or WebP image body');
      }
      return saveCompanyLogo(
        guards.accessOf(request),
        dataDir,
        request.headers['content-type'] ?? '',
        request.body,
      );
    },
  );

  app.delete(
    '/api/settings/company/logo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove the logo',
        response: { 200: companySettingsSchemaOut, ...guardedErrors },
      },
      onRequest: update,
    },
    async (request) => removeCompanyLogo(guards.accessOf(request), dataDir),
  );

  app.get(
    '/api/settings/numbering',
    {
      schema: {
        tags: ['settings'],
        summary: 'Document numbering per kind: prefix, padding, next number',
        response: { 200: numberingListSchema, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => {
      const { scope, abilities } = guards.accessOf(request);
      return { items: await readNumbering(scope.statements.tx, scope.statements.owns), abilities };
    },
  );

  app.patch(
    '/api/settings/numbering/:kind',
    {
      schema: {
        tags: ['settings'],
        summary: "Change a kind's prefix (a new series), padding, or move its next number forward",
        params: z.object({ kind: numberedKindSchema }),
        body: numberingPatchSchema,
        response: { 200: numberingListSchema, ...guardedErrors, 409: errorSchema },
      },
      onRequest: update,
    },
    async (request) => {
      const access = guards.accessOf(request);
      const items = await updateNumbering(access, request.params.kind, request.body);
      return { items, abilities: access.abilities };
    },
  );

  app.get(
    '/api/settings/document-mail',
    {
      schema: {
        tags: ['settings'],
        summary: 'The subject and message each kind of document is e-mailed with',
        response: { 200: documentMailSettingsSchema, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => readDocumentMail(guards.accessOf(request)),
  );

  app.put(
    '/api/settings/document-mail/:kind',
    {
      schema: {
        tags: ['settings'],
        summary: "The company's own subject and message for a kind of document",
        params: z.object({ kind: documentKindSchema }),
        body: documentMailTemplatePutSchema,
        response: { 200: documentMailSettingsSchema, ...guardedErrors },
      },
      onRequest: update,
    },
    async (request) =>
      updateDocumentMail(guards.accessOf(request), request.params.kind, request.body),
  );

  app.delete(
    '/api/settings/document-mail/:kind',
    {
      schema: {
        tags: ['settings'],
        summary: "Back to Kira's default subject and message for a kind of document",
        params: z.object({ kind: documentKindSchema }),
        response: { 200: documentMailSettingsSchema, ...guardedErrors },
      },
      onRequest: update,
    },
    async (request) => updateDocumentMail(guards.accessOf(request), request.params.kind, null),
  );
};
