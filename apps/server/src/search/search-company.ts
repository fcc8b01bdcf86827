import { MSG_SEARCH_TOO_SHORT } from '@kira/core/constants';
import { DOCUMENT_KIND_VALUES } from '@kira/core/document-lifecycle';
import {
  isSearchLongEnough,
  type SearchResults,
  searchableBy,
  searchWords,
} from '@kira/core/search';
import { sql } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { AppError } from '../http/app-error.ts';
import { WORD_SIMILARITY_THRESHOLD, wantedOf } from './matching.ts';
import { closeContactsOf, searchContacts } from './search-contacts.ts';
import { searchDocuments } from './search-documents.ts';
import { searchProducts } from './search-products.ts';

/**
 * Searches the member's company for a trimmed query of at least 4 characters: the documents of
 * the kinds their levels may list, the contacts and the products if they may read them, each
 * ranked (the query found as typed first, then the closest words) and bounded per group.
 */
export async function searchCompany(access: RequestAccess, query: string): Promise<SearchResults> {
  if (!isSearchLongEnough(query)) throw new AppError('VALIDATION_FAILED', MSG_SEARCH_TOO_SHORT);
  const searchable = searchableBy(access);
  const wanted = wantedOf(query);
  // One transaction, so the threshold set for it is this search's alone.
  const found = await access.scope.transaction(async (t) => {
    await t.tx.execute(
      sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`),
    );
    const closeContacts = closeContactsOf(t, wanted);
    const documents = await searchDocuments(t, wanted, searchable.documentKinds, closeContacts);
    const contacts = searchable.contacts ? await searchContacts(t, wanted, closeContacts) : [];
    const products = searchable.products ? await searchProducts(t, wanted) : [];
    return { documents, contacts, products };
  });
  return {
    query,
    words: searchWords(query),
    documents: DOCUMENT_KIND_VALUES.map((kind) => ({
      kind,
      hits: found.documents.filter((hit) => hit.kind === kind),
    })).filter((group) => group.hits.length > 0),
    contacts: found.contacts,
    products: found.products,
  };
}
