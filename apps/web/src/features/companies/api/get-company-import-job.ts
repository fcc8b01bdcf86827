import type { CompanyImportJob } from '@kira/core/company-archive';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';

const POLL_MS = 500;

/** `GET /api/company/import/{id}`: how far the import is, and the company once made. */
export function getCompanyImportJob(id: string): Promise<CompanyImportJob> {
  return answerOf(
    api.GET('/api/company/import/{id}', { params: { path: { id } } }),
    'Could not read how the import is going',
  );
}

/** The job as the POST answered it, then asked again every 500 ms while it runs. */
export function useCompanyImportJob(started: CompanyImportJob | null) {
  return useQuery({
    queryKey: ['company-import-job', started?.id],
    queryFn: () => getCompanyImportJob(started?.id ?? ''),
    enabled: started !== null && started.status === 'running',
    initialData: started ?? undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    retry: 2,
  });
}
