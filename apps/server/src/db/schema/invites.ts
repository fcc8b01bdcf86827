import type { AccessLevels } from '@kira/core/claims';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** An invitation to join a company, sent by e-mail; the link carries a token kept only hashed. */
export const invites = pgTable(
  'invites',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    email: text('email').notNull(),
    accessLevel: jsonb('access_level').$type<AccessLevels>().notNull(),
    title: text('title').notNull(),
    /** SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('invites_token_hash_idx').on(table.tokenHash),
    index('invites_tenant_email_idx').on(table.tenantId, table.email),
  ],
);
