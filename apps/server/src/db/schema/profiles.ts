import type { AccessLevels } from '@kira/core/claims';
import { boolean, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { companies } from './companies.ts';

/** The seed's user profile, keyed by the auth user id. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The generated id of kind user (`U...`). */
  userid: text('userid').notNull().unique(),
  displayName: text('display_name').notNull(),
  title: text('title').notNull(),
  email: text('email').notNull(),
  dateJoined: date('date_joined').notNull(),
  /** The active company: claims describe it. */
  tenantId: text('tenant_id')
    .notNull()
    .references(() => companies.tenantId),
  /** Levels in the demo company, whose membership is implicit (it fills no member list). */
  demoAccessLevel: jsonb('demo_access_level').$type<AccessLevels>().notNull(),
  isDeveloper: boolean('is_developer').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
