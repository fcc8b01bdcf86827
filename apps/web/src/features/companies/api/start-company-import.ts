import type { CompanyImportJob } from '@kira/core/company-archive';
import { answerOf, api, rawBody } from '../../../lib/api/client.ts';

/**
 * `POST /api/company/import`: the archive itself as the body (not a form), always sent as
 * `application/zip` (some systems call a .zip `application/x-zip-compressed`). 202 with the job.
 */
export function startCompanyImport(archive: Blob): Promise<CompanyImportJob> {
  return answerOf(
    api.POST('/api/company/import', {
      body: archive as never,
      ...rawBody(archive, 'application/zip'),
    }),
    'Could not import the archive',
  );
}
