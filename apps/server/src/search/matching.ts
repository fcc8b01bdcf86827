import { type Column, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';

/**
 * How close a misspelt query must come to some words of a record (pg_trgm's word similarity,
 * 0 to 1): `tna hardware` against `tan hardware` scores 0.77, `tan hardware` against
 * `tan brothers` 0.31. Set per transaction (`SET LOCAL`): connections are shared.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** What a search looks for in a search text: the query lower-cased, and as a `%...%` pattern. */
export interface Wanted {
  text: string;
  pattern: string;
}

export function wantedOf(query: string): Wanted {
  return { text: query.toLowerCase(), pattern: containsPattern(query) };
}

/**
 * A search text holding the query (a fragment of a number or a name), or words close to it
 * (`<%`, a misspelt name): both answered by the (company, search text) trigram index.
 */
export function matches(searchText: Column, wanted: Wanted): SQL {
  return sql`(${searchText} like ${wanted.pattern} or ${wanted.text} <% ${searchText})`;
}

/** The order of matches: the query itself found first, then the closest words. */
export function bestFirst(searchText: Column, wanted: Wanted): SQL {
  return sql`(${searchText} like ${wanted.pattern}) desc, word_similarity(${wanted.text}, ${searchText}) desc`;
}
