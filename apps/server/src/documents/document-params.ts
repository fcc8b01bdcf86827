import { DOCUMENT_KINDS } from '@kira/core/document-lifecycle';
import type { DocumentRecord } from '@kira/core/documents';
import { idOfKindsSchema } from '@kira/core/ids';
import { z } from 'zod';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Answering } from '../idempotency/idempotency.ts';
import { withAbilities } from './compose/with-abilities.ts';

/** A document's id in a path: the id of one of the document kinds, nothing else. */
export const idParams = z.object({
  id: idOfKindsSchema(DOCUMENT_KINDS.map((kind) => kind.idKind)),
});

/**
 * `GET /api/documents/letterhead` (and its logo) of one document: an issued document's as its
 * company stood at issue. Without it, the company's as it is now.
 */
export const letterheadQuery = z.object({
  document: idOfKindsSchema(DOCUMENT_KINDS.map((kind) => kind.idKind))
    .optional()
    .meta({ description: "A document's id: its letterhead as it was issued" }),
  v: z.string().max(100).optional().meta({ description: 'Changes with the logo (a cache key)' }),
});

export const tags = ['documents'];
export const withConflict = { ...guardedErrors, 409: errorSchema };
/** Also 422: an Idempotency-Key reused with another request. */
export const withKeyErrors = { ...withConflict, 422: errorSchema };

/** A document answered with what the user may do to it now (kept as a key's answer too). */
export const documentAnswer = (status: number): Answering<DocumentRecord> => ({
  status,
  body: (document, access) => withAbilities(access, document),
});
