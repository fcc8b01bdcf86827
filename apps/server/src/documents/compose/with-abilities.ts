import type { Access } from '@kira/core/permissions';
import type { DocumentAbilities, DocumentFacts } from '@kira/core/policies/document-policy';
import { keptDocumentAbilities } from '../../access/kept-decisions.ts';

/**
 * A document as the API answers it: with what this user may do to it now. The document is one
 * the use case has just composed for this answer, so it is completed in place (a copy of every
 * row of a list page cost a visible share of the list's CPU).
 */
export function withAbilities<T extends DocumentFacts>(
  access: Access,
  document: T,
): T & { abilities: DocumentAbilities } {
  return Object.assign(document, { abilities: keptDocumentAbilities(access, document) });
}
