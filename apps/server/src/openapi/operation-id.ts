/**
 * A stable operationId from the method and the path, so no route has to name its own:
 * `GET /api/contacts/:id` is `getContactsById`, `POST /api/documents/:id/issue` is
 * `postDocumentsByIdIssue`, `GET /api/contacts/export.csv` is `getContactsExportCsv`. Renaming a
 * route renames its operation, as it renames the path a client calls.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const parameter = /^[:{](\w+)}?$/.exec(segment)?.[1];
      return parameter ? `By${capitalized(parameter)}` : pascal(segment);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

function pascal(segment: string): string {
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map(capitalized)
    .join('');
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
