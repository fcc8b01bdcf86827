import type { ImportJob, ImportRequest } from '@kira/core/csv-import';
import { requestJson } from '../../../lib/api/request.ts';

/** `POST /api/{contacts|products}/import`: 202 with the job, which goes on on the server. */
export function startImport(endpoint: string, body: ImportRequest): Promise<ImportJob> {
  return requestJson<ImportJob>('POST', endpoint, body, 'Could not start the import');
}
