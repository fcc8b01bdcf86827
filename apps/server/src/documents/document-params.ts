import { DOCUMENT_KINDS } from '@kira/core/document-lifecycle';
import { idOfKindsSchema } from '@kira/core/ids';
import { z } from 'zod';

/** A document's id in a path: the id of one of the document kinds, nothing else. */
export const idParams = z.object({
  id: idOfKindsSchema(DOCUMENT_KINDS.map((kind) => kind.idKind)),
});
