import { planIdSchema } from './claims.ts';
import { accessLevelSchema, departmentSchema } from './enums.ts';
import { limitOverridesSchema } from './plans-api.ts';
import { z } from './zod.ts';

/**
 * The developer area's API (`/developer`, issue 37): every company and user of the server, the
 * mail outbox and the system's state. Developers only (`isDeveloper`); paged and searchable.
 */

export const DEVELOPER_PAGE_SIZE = 50;

export const developerPageQuerySchema = z.object({
  /** A part of a name or an e-mail, or an exact id; empty: everything. */
  q: z.string().trim().max(200, 'Search with at most 200 characters').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DeveloperPageQuery = z.infer<typeof developerPageQuerySchema>;

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      page: z.number().int(),
      pageSize: z.number().int(),
      /** How many match, counted up to 10,000 past the page (then "more"). */
      total: z.number().int(),
    })
    .meta({ id });

export const developerCompanySchema = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    plan: planIdSchema,
    trialEndsAt: z.string().nullable(),
    /** The limits a developer raised above its plan's. */
    overrides: limitOverridesSchema,
    isPlatform: z.boolean(),
    isReadOnly: z.boolean(),
    members: z.number().int(),
    /** Documents issued since the Singapore calendar month began. */
    documentsThisMonth: z.number().int(),
    /** Attachments kept, in bytes. */
    storageBytes: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'DeveloperCompany' });
export type DeveloperCompany = z.infer<typeof developerCompanySchema>;
export const developerCompaniesPageSchema = pageOf(developerCompanySchema, 'DeveloperCompanies');
export type DeveloperCompaniesPage = z.infer<typeof developerCompaniesPageSchema>;

export const developerUserSchema = z
  .object({
    userUid: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    isDeveloper: z.boolean(),
    /** The active company, its name, and the user's levels and title in it. */
    tenantId: z.string(),
    companyName: z.string(),
    /** That company's plan (what a developer's claims form starts from). */
    companyPlan: planIdSchema,
    accessLevel: z.array(z.object({ department: departmentSchema, level: accessLevelSchema })),
    title: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'DeveloperUser' });
export type DeveloperUser = z.infer<typeof developerUserSchema>;
export const developerUsersPageSchema = pageOf(developerUserSchema, 'DeveloperUsers');
export type DeveloperUsersPage = z.infer<typeof developerUsersPageSchema>;

export const OUTBOX_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;

export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const outboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    error: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pageOf(outboxMailSchema, 'OutboxPage');
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const systemStatusSchema = z
  .object({
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    uptimeSeconds: z.number().int(),
    migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
    /** What DATA_DIR holds, in bytes (the embedded database, attachments, logos). */
    dataDirBytes: z.number().int().nullable(),
    /** Mails by status: those waiting (`queued`, `sending`) are the backlog. */
    outbox: z.object({
      stored: z.number().int(),
      queued: z.number().int(),
      sending: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatusSchema>;
