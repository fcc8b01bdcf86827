import { type Abilities, type Access, abilitiesOf, accessKey } from '@kira/core/permissions';
import {
  type DocumentAbilities,
  type DocumentFacts,
  documentAbilities,
  documentStateKey,
} from '@kira/core/policies/document-policy';

// Core's decisions are pure; the server keeps them. Every request's access is a new object and
// a list page asks for each of its rows, so deciding every time was the largest part of Kira's
// own CPU on a list page (docs/performance.md, "What every signed-in request pays"). Kept by
// what a decision reads (`accessKey`, `documentStateKey`), they are shared by every request
// that asks; answers are frozen.

/** Past this many, the decisions kept are forgotten (a few per level set and state are used). */
const MAX_DECISIONS_KEPT = 10_000;
const decisions = new Map<string, unknown>();

// An access is not changed once made, and one request asks for its key once per row.
const keys = new WeakMap<Access, string>();

function keyOf(access: Access): string {
  let key = keys.get(access);
  if (key === undefined) {
    key = accessKey(access);
    keys.set(access, key);
  }
  return key;
}

function decidedOnce<T>(key: string, decide: () => T): T {
  const known = decisions.get(key);
  if (known !== undefined) return known as T;
  const decided = decide();
  if (decisions.size >= MAX_DECISIONS_KEPT) decisions.clear();
  decisions.set(key, decided);
  return decided;
}

/** Core's `abilitiesOf`, decided once for accesses alike. */
export function keptAbilitiesOf(access: Access): Abilities {
  return decidedOnce(`${keyOf(access)}|abilities`, () => abilitiesOf(access));
}

/** Core's `documentAbilities`, decided once for accesses alike and documents in one state. */
export function keptDocumentAbilities(access: Access, document: DocumentFacts): DocumentAbilities {
  return decidedOnce(`${keyOf(access)}|document|${documentStateKey(document)}`, () =>
    documentAbilities(access, document),
  );
}
