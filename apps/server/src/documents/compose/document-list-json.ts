import { isAboveZero } from '@kira/core/money';
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
  // A page's fifty rows are of one kind in a few states: each state's abilities are asked for
  // and written once per page (a state is what the document policy reads of a listed row).
  const abilitiesOfState = new Map<string, string>();
  // Its parts joined once, into the page's one string.
  const parts = ['{"items": ['];
  rows.forEach((row, index) => {
    const state = `${row.kind} ${row.status} ${isAboveZero(row.settled)}`;
    let abilities = abilitiesOfState.get(state);
    if (abilities === undefined) {
      const document = { kind: row.kind, status: row.status, number: null, settled: row.settled };
      abilities = abilitiesJson(documentAbilities(access, document));
      abilitiesOfState.set(state, abilities);
    }
    const { overdue, expired, balance } = standingOf(row, today);
    parts.push(
      index === 0 ? '' : ', ',
      row.summary.slice(0, row.summary.lastIndexOf('}')),
      `, "overdue": ${overdue}, "expired": ${expired}, "balance": ${JSON.stringify(balance)}, `,
      `"abilities": ${abilities}}`,
    );
  });
  parts.push(`], ${JSON.stringify(counts).slice(1)}`);
  return parts.join('');
}

// documentAbilities gives the same object for the same decision: written once each.
const abilitiesText = new WeakMap<DocumentAbilities, string>();
function abilitiesJson(abilities: DocumentAbilities): string {
  let json = abilitiesText.get(abilities);
  if (json === undefined) {
    json = JSON.stringify(abilities);
    abilitiesText.set(abilities, json);
  }
  return json;
}
