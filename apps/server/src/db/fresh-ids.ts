import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { constraintOf, pgCodeOf } from './foreign-key.ts';
import {
  contactAddresses,
  contacts,
  documentLines,
  documents,
  invites,
  paymentAllocations,
  products,
} from './schema/index.ts';

/** Tables whose primary key holds an id this process generated (see ids.ts). */
const TABLES_WITH_GENERATED_IDS: PgTable[] = [
  contacts,
  contactAddresses,
  products,
  documents,
  documentLines,
  paymentAllocations,
  invites,
];

const GENERATED_ID_KEYS = new Set(
  TABLES_WITH_GENERATED_IDS.flatMap((table) =>
    getTableConfig(table).primaryKeys.map((key) => key.getName()),
  ),
);

const ATTEMPTS = 20;

/**
 * Runs a write again when it failed because another server process generated the same id in
 * the same millisecond (its insert hit a primary key of generated ids). The write rolled back
 * whole, and runs again with new ids: this process's generator has claimed the taken
 * millisecond, so it moves on to the next free one.
 */
export async function withFreshIds<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isGeneratedIdTaken(error)) throw error;
    }
  }
}

export function isGeneratedIdTaken(error: unknown): boolean {
  return pgCodeOf(error) === '23505' && GENERATED_ID_KEYS.has(constraintOf(error) ?? '');
}
