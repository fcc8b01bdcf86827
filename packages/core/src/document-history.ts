import { auditEntrySchema, auditQuerySchema } from './companies-api.ts';
import { z } from './zod.ts';

/** `GET /api/documents/{id}/history`: pages of it, as the audit trail is paged. */
export const documentHistoryQuerySchema = auditQuerySchema.pick({ limit: true, cursor: true });
export type DocumentHistoryQuery = z.infer<typeof documentHistoryQuerySchema>;

/**
 * One entry of a document's audit trail. Who made it is named as the audit trail names them,
 * without their e-mail: the members' addresses are the administrator's to see, and anyone
 * who may read the document reads its history.
 */
export const documentHistoryEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    action: z.string(),
    /** Who made the change while they are a member; null for a former member and for Kira. */
    by: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** What changed, as the audit trail keeps it: the changed fields before and after. */
    changes: auditEntrySchema.pick({ before: true, after: true }),
  })
  .meta({ id: 'DocumentHistoryEntry' });
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntrySchema>;

export const documentHistorySchema = z
  .object({ items: z.array(documentHistoryEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'DocumentHistory' });
export type DocumentHistory = z.infer<typeof documentHistorySchema>;
