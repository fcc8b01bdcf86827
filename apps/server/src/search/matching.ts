import { type Column, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';

/**
 * How close a misspelt query must come to some words of a record (pg_trgm's word similarity,
 * 0 to 1): `tna hardware` against `tan hardware pte. ltd.` scores 0.69, `tan hardware` against
 * `tan brothers pte. ltd.` 0.31. Set per transaction (`SET LOCAL`): connections are shared.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * How many close matches of the documents are scored to be ranked, the first the index finds (in
 * the table's order, not the newest): a misspelt word close to 4,000 documents cost 65 ms to
 * score them all and sort them by date, 8 ms to stop at the first 200 (1,000,000 documents,
 * PostgreSQL, docs/search.md).
 */
export const CLOSE_MATCHES_SCORED = 200;

/**
 * How many of the contacts closest to a misspelt query have their documents found as close
 * matches (search-documents.ts): the query is one name, so the first few are all that rank.
 */
export const CLOSE_CONTACTS_FOLLOWED = 5;

/** What a search looks for in a search text. */
export interface Wanted {
  /** The query, lower-cased. */
  text: string;
  /** The query as a `%...%` pattern, the user's own `%` and `_` taken literally. */
  pattern: string;
  /** Whether it has a letter: a fragment of a number is looked for as typed only. */
  mayBeMisspelt: boolean;
}

export function wantedOf(query: string): Wanted {
  return {
    text: query.toLowerCase(),
    pattern: containsPattern(query),
    mayBeMisspelt: /\p{L}/u.test(query),
  };
}

/**
 * The two tiers of matches: the search text holds the query as typed (a fragment of a number or
 * of a name), or, not holding it, words close to it (`<%`: a misspelt name). Both are answered by
 * the (company, search text) trigram index; the first always ranks above the second.
 */
export type Tier = 'as typed' | 'close';

export function matchesIn(tier: Tier, searchText: Column, wanted: Wanted): SQL {
  if (tier === 'as typed') return sql`${searchText} like ${wanted.pattern}`;
  return sql`(${wanted.text} <% ${searchText} and ${searchText} not like ${wanted.pattern})`;
}

/** A close match's score: how near the query comes to its closest words. */
export function closeness(searchText: Column | SQL, wanted: Wanted): SQL<number> {
  return sql<number>`word_similarity(${wanted.text}, ${searchText})`;
}

/**
 * The matches of `find` as typed, then, when those are fewer than `enough` and the query may be
 * misspelt, the close ones: a close match never outranks one as typed, so it is only looked for
 * when there is room for it.
 */
export async function inTiers<R>(
  wanted: Wanted,
  enough: number,
  find: (tier: Tier) => Promise<R[]>,
): Promise<R[]> {
  const asTyped = await find('as typed');
  if (asTyped.length >= enough || !wanted.mayBeMisspelt) return asTyped;
  return [...asTyped, ...(await find('close'))];
}
