import { DOCUMENT_KINDS, type DocumentKind } from '@kira/core/document-lifecycle';
import { getDocumentDefaults } from './document-defaults.ts';
import { askEarly } from './early-answers.ts';
import { getDocument } from './get-document.ts';

const KINDS = new Set<string>(DOCUMENT_KINDS.map((kind) => kind.value));

/**
 * Asks for what the document page at `location` will show, as soon as its code has arrived:
 * a draft and then its kind's defaults (`/document/{id}`), or a new document's defaults
 * (`/document/?kind=`). The page's queries take the answers (`early-answers.ts`).
 */
export function askForOpenedPage(location: { pathname: string; search: string }): void {
  const id = /^\/document\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  if (id) {
    askEarly(`document ${decodeURIComponent(id)}`, () => getDocument(decodeURIComponent(id))).then(
      (document) => {
        if (document.status === 'draft' && document.abilities.edit)
          askEarly(`defaults ${document.kind}`, () => getDocumentDefaults(document.kind));
      },
      () => undefined,
    );
    return;
  }
  const kind = new URLSearchParams(location.search).get('kind') ?? '';
  if (/^\/document\/?$/.test(location.pathname) && KINDS.has(kind))
    askEarly(`defaults ${kind}`, () => getDocumentDefaults(kind as DocumentKind));
}
