import type { ImportJob, ImportRequest } from '@kira/core/csv-import';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/api/api-error.ts';
import { useImportJob } from './get-import-job.ts';
import { type ImportEndpoint, startImport } from './start-import.ts';

/**
 * The dry run of an import (`run: dry-run`: what would change, nothing written), started again
 * whenever the request changes (a new file, mapping, mode or the clear-blanks choice), then
 * followed until its report is in. `request` null: nothing to check yet.
 */
export function useDryRun(endpoint: ImportEndpoint, request: Omit<ImportRequest, 'run'> | null) {
  const [started, setStarted] = useState<ImportJob | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setStarted(null);
    setFailure(null);
    if (!request) return;
    // An answer to a request since replaced is dropped.
    let current = true;
    startImport(endpoint, { ...request, run: 'dry-run' }).then(
      (job) => {
        if (current) setStarted(job);
      },
      (error: unknown) => {
        console.error('Checking the import failed', error);
        if (current) setFailure(errorText(error, 'Could not check the file against Kira'));
      },
    );
    return () => {
      current = false;
    };
  }, [endpoint, request]);

  const job = useImportJob(started);
  const current = job.data ?? null;
  const lost = job.isError ? errorText(job.error, 'Lost track of the check') : null;
  const failed = current?.status === 'failed' ? current.error : null;
  return {
    report: current?.status === 'done' ? current.report : null,
    checking:
      request !== null &&
      failure === null &&
      lost === null &&
      failed === null &&
      current?.status !== 'done',
    failure: failure ?? lost ?? failed,
  };
}
