import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthContext } from './auth-context.tsx';

/**
 * What follows a change of active company (created, switched to, joined by an invitation):
 * read `GET /api/me` again, so claims, company and abilities describe the new company, and drop
 * every cached answer, which may belong to the old one (screens still shown fetch afresh).
 */
export function useCompanyChanged(): () => Promise<void> {
  const { refresh } = useAuthContext();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await refresh();
    // In the same tick as the new auth state, before any screen renders with it.
    queryClient.removeQueries();
  }, [refresh, queryClient]);
}
