import type { ImportJob } from '@kira/core/csv-import';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';

const POLL_MS = 300;

/** `GET /api/imports/{id}`: how far the import is, and its report once it is done. */
export function getImportJob(id: string): Promise<ImportJob> {
  return answerOf(
    api.GET('/api/imports/{id}', { params: { path: { id } } }),
    'Could not read how the import is going',
  );
}

/** The job as the POST answered it, then asked again every 300 ms while it runs. */
export function useImportJob(started: ImportJob | null) {
  return useQuery({
    queryKey: ['import-job', started?.id],
    queryFn: () => getImportJob(started?.id ?? ''),
    enabled: started !== null && started.status === 'running',
    initialData: started ?? undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    retry: 2,
  });
}
