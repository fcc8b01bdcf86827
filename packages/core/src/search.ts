import { MIN_SEARCH_LENGTH } from './constants.ts';
import { contactRoleSchema } from './contacts.ts';
import { documentKindSchema } from './document-kind-schema.ts';
import {
  DOCUMENT_KIND_VALUES,
  DOCUMENT_STATUSES,
  type DocumentKind,
} from './document-lifecycle.ts';
import type { Access } from './permissions.ts';
import { decideContactBook } from './policies/contact-policy.ts';
import { decideListDocuments } from './policies/document-policy.ts';
import { decideProductList } from './policies/product-policy.ts';
import { productTypeSchema } from './products.ts';
import { z } from './zod.ts';

/** How many results one group (a document kind, the contacts, the products) shows at most. */
export const SEARCH_HITS_PER_GROUP = 10;
/** How many documents one search answers at most, all kinds together (the best ranked). */
export const SEARCH_DOCUMENTS_AT_MOST = 50;
/** The longest query searched: longer ones are refused before the database is asked. */
export const MAX_SEARCH_LENGTH = 100;

/** `GET /api/search?q=`: the query is trimmed; its length is checked by `isSearchLongEnough`. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `At most ${MAX_SEARCH_LENGTH} characters`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Whether a trimmed query is long enough, counting characters as the user sees them. */
export function isSearchLongEnough(trimmed: string): boolean {
  return Array.from(trimmed).length >= MIN_SEARCH_LENGTH;
}

/**
 * The words of a query the results page highlights: each word once, longest first (so a
 * highlight prefers `hardware` to `hard`), without punctuation around it.
 */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** What a member's levels let them find: the document kinds they may list, contacts, products. */
export interface Searchable {
  documentKinds: DocumentKind[];
  contacts: boolean;
  products: boolean;
}

/** Asks the same policies as the lists: whoever may list a kind finds its documents, and so on. */
export function searchableBy(access: Access): Searchable {
  return {
    documentKinds: DOCUMENT_KIND_VALUES.filter((kind) => decideListDocuments(access, kind).allowed),
    contacts: decideContactBook(access, 'read').allowed,
    products: decideProductList(access, 'read').allowed,
  };
}

/** The web app's page of a result. */
export const searchPaths = {
  document: (id: string) => `/document/${encodeURIComponent(id)}`,
  contact: (id: string) => `/contactpage/${encodeURIComponent(id)}`,
  product: (id: string) => `/pnspage/${encodeURIComponent(id)}`,
};

export const documentHitSchema = z
  .object({
    id: z.string(),
    kind: documentKindSchema,
    /** Null for a draft (it has no number yet). */
    number: z.string().nullable(),
    status: z.enum(DOCUMENT_STATUSES),
    contactName: z.string(),
    issueDate: z.string(),
    currency: z.string(),
    total: z.string(),
    path: z.string(),
  })
  .meta({ id: 'DocumentHit' });
export type DocumentHit = z.infer<typeof documentHitSchema>;

export const contactHitSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: contactRoleSchema,
    uen: z.string(),
    archived: z.boolean(),
    path: z.string(),
  })
  .meta({ id: 'ContactHit' });
export type ContactHit = z.infer<typeof contactHitSchema>;

export const productHitSchema = z
  .object({
    id: z.string(),
    type: productTypeSchema,
    code: z.string(),
    name: z.string(),
    active: z.boolean(),
    path: z.string(),
  })
  .meta({ id: 'ProductHit' });
export type ProductHit = z.infer<typeof productHitSchema>;

export const searchResultsSchema = z
  .object({
    /** The query as searched (trimmed). */
    query: z.string(),
    /** The query's words, for the page to highlight (`searchWords`). */
    words: z.array(z.string()),
    /** One group per document kind with results, in the kinds' order; best match first. */
    documents: z.array(z.object({ kind: documentKindSchema, hits: z.array(documentHitSchema) })),
    contacts: z.array(contactHitSchema),
    products: z.array(productHitSchema),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;
