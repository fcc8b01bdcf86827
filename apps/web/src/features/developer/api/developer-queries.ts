import type { SetClaimsRequest } from '@kira/core/claims';
import type {
  DeveloperCompaniesPage,
  DeveloperUsersPage,
  OutboxMail,
  OutboxPage,
  SystemStatus,
} from '@kira/core/developer-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';

/** `GET /api/developer/companies`: one page of every company, those matching `q`. */
export function useDeveloperCompanies(q: string, page: number) {
  return useQuery({
    queryKey: ['developer', 'companies', q, page],
    queryFn: (): Promise<DeveloperCompaniesPage> =>
      answerOf(
        api.GET('/api/developer/companies', { params: { query: { q, page } } }),
        'Could not load the companies',
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/developer/users`: one page of every user with their claims. */
export function useDeveloperUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['developer', 'users', q, page],
    queryFn: (): Promise<DeveloperUsersPage> =>
      answerOf(
        api.GET('/api/developer/users', { params: { query: { q, page } } }),
        'Could not load the users',
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/developer/outbox`: the outbox, newest first, of one status or all. */
export function useOutbox(status: OutboxMail['status'] | undefined, page: number) {
  return useQuery({
    queryKey: ['developer', 'outbox', status, page],
    queryFn: (): Promise<OutboxPage> =>
      answerOf(
        api.GET('/api/developer/outbox', { params: { query: { status, page } } }),
        'Could not load the outbox',
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/developer/outbox/{id}/retry`, then the outbox read again. */
export function useRetryMail() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      answerOf(
        api.POST('/api/developer/outbox/{id}/retry', { params: { path: { id } } }),
        'Could not send the mail again',
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: ['developer', 'outbox'] }),
  });
}

/** `POST /api/claims` as a developer uses it: any user's claims in any company. */
export function setUserClaims(body: SetClaimsRequest) {
  return answerOf(api.POST('/api/claims', { body }), 'Could not set the claims');
}

/** `GET /api/developer/status`. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['developer', 'status'],
    queryFn: (): Promise<SystemStatus> =>
      answerOf(api.GET('/api/developer/status'), "Could not load the system's status"),
  });
}
