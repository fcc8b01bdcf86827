import { DOCUMENT_KINDS } from '@kira/core/document-lifecycle';
import { idOfKindsSchema } from '@kira/core/ids';
import { z } from 'zod';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';

/** A document's id in a path: the id of one of the document kinds, nothing else. */
export const idParams = z.object({
  id: idOfKindsSchema(DOCUMENT_KINDS.map((kind) => kind.idKind)),
});

export const tags = ['documents'];
export const withConflict = { ...guardedErrors, 409: errorSchema };
/** Also 422: an Idempotency-Key reused with another request. */
export const withKeyErrors = { ...withConflict, 422: errorSchema };
