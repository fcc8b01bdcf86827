import type { CompanyImportJob } from '@kira/core/company-archive';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api/api-error.ts';
import { companiesQueryKey } from '../../lib/api/companies/list-companies.ts';
import { useCompanyImportJob } from './api/get-company-import-job.ts';
import { startCompanyImport } from './api/start-company-import.ts';
import { archiveFileProblem } from './company-import-summary.ts';

/**
 * Importing a company archive: the upload (the server reads the whole file before it answers),
 * then the job followed until the company is made or the import is refused. A refused import
 * leaves nothing behind on the server, so another file can be tried at once.
 */
export function useCompanyImport() {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [started, setStarted] = useState<CompanyImportJob | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useCompanyImportJob(started);
  const job = started ? (query.data ?? null) : null;
  const done = job?.status === 'done';

  useEffect(() => {
    // The Start menu's switcher lists the new company.
    if (done) void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
  }, [done, queryClient]);

  async function start(archive: File) {
    setStarted(null);
    const problem = archiveFileProblem(archive);
    setFailure(problem);
    if (problem) return;
    setUploading(true);
    try {
      setStarted(await startCompanyImport(archive));
    } catch (error) {
      console.error('Starting the company import failed', error);
      setFailure(errorText(error, 'Could not import the archive'));
    } finally {
      setUploading(false);
    }
  }

  const lost = query.isError ? errorText(query.error, 'Lost track of the import') : null;
  const refused = job?.status === 'failed' ? (job.error ?? 'The import failed') : null;
  return {
    start,
    uploading,
    job,
    running: uploading || (job?.status === 'running' && lost === null),
    failure: failure ?? lost ?? refused,
  };
}
