import type { Access } from '@kira/core/permissions';
import { type DocumentAbilities, documentAbilities } from '@kira/core/policies/document-policy';
import type { ListedRow } from '../store/document-rows.ts';
import { standingOf } from './compose-document.ts';

export interface ListedPage {
  rows: ListedRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/**
 * A list page as the JSON the API answers (`DocumentList`), written from the JSON the database
 * wrote for each row: the server adds only what it decides (lateness, balance, abilities).
 * Parsing fifty rows and writing them out again was the larger part of a list's CPU.
 */
export function documentListJson(access: Access, listed: ListedPage, today: string): string {
  const { rows, ...counts } = listed;
  const items = rows.map((row) => {
    const facts = { kind: row.kind, status: row.status, number: null, settled: row.settled };
    const { overdue, expired, balance } = standingOf(row, today);
    return (
      `${row.summary.slice(0, row.summary.lastIndexOf('}'))}, "overdue": ${overdue}, ` +
      `"expired": ${expired}, "balance": ${JSON.stringify(balance)}, ` +
      `"abilities": ${abilitiesJson(documentAbilities(access, facts))}}`
    );
  });
  return `{"items": [${items.join(', ')}], ${JSON.stringify(counts).slice(1)}`;
}

// documentAbilities gives the same object for the same decision: written once each.
const written = new WeakMap<DocumentAbilities, string>();
function abilitiesJson(abilities: DocumentAbilities): string {
  let json = written.get(abilities);
  if (json === undefined) {
    json = JSON.stringify(abilities);
    written.set(abilities, json);
  }
  return json;
}
