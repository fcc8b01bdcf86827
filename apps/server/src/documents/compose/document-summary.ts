import type { DocumentSummary } from '@kira/core/documents';
import type { Access } from '@kira/core/permissions';
import { keptDocumentAbilities } from '../../access/kept-decisions.ts';
import type { ListedRow } from '../store/document-rows.ts';
import { summaryFields } from './compose-document.ts';

/** A list's document as the API answers it (`DocumentSummary`), with this user's abilities. */
export function documentSummary(access: Access, row: ListedRow, today: string): DocumentSummary {
  return {
    ...summaryFields(row, row.contactName, today),
    abilities: keptDocumentAbilities(access, row),
  };
}
