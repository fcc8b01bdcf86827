import type { Access } from '@kira/core/permissions';
import {
  type DocumentAbilities,
  type DocumentFacts,
  documentAbilities,
} from '@kira/core/policies/document-policy';

/** A document as the API answers it: with what this user may do to it now. */
export function withAbilities<T extends DocumentFacts>(
  access: Access,
  document: T,
): T & { abilities: DocumentAbilities } {
  return { ...document, abilities: documentAbilities(access, document) };
}
