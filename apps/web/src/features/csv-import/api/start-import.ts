import type { ImportJob, ImportRequest } from '@kira/core/csv-import';
import { answerOf, api } from '../../../lib/api/client.ts';

/** The endpoints that import a CSV file, one per kind of record. */
export type ImportEndpoint = '/api/contacts/import' | '/api/products/import';

/** `POST /api/{contacts|products}/import`: 202 with the job, which goes on on the server. */
export function startImport(endpoint: ImportEndpoint, body: ImportRequest): Promise<ImportJob> {
  return answerOf(api.POST(endpoint, { body }), 'Could not start the import');
}
