import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Kira's rate limits, shared by every server process on the database (limits/): how much a key
 * (a user, a company, an address, each with the limit's name) used in one window of time.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    /** The window's start, in milliseconds since 1970 (windows are fixed: minute, hour, day). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    used: integer('used').notNull(),
    /** When the row is of no more use and may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_counters_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Work a key has running now (a user's PDF ZIPs), one row per slot of the limit. A slot is
 * held until the work ends, or until its lease ends when the process holding it died.
 */
export const rateSlots = pgTable(
  'rate_slots',
  {
    key: text('key').notNull(),
    slot: integer('slot').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.slot] })],
);
