import type { SendStatement } from '@kira/core/statement-mail';
import type { KeptStatement, StatementContent } from '@kira/core/statements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** A statement's period as the screen asks for it; '' leaves a date to the server's default. */
export interface StatementPeriod {
  from: string;
  to: string;
}

const periodQuery = ({ from, to }: StatementPeriod) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

const statementKeys = {
  all: (tenantId: string | undefined, id: string) => ['statements', tenantId, id] as const,
};

/** `GET /api/contacts/{id}/statement`: the statement as it stands now, not kept. */
export function useStatement(contactId: string, period: StatementPeriod) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: [...statementKeys.all(customClaims?.tenantId, contactId), 'preview', period],
    queryFn: (): Promise<StatementContent> =>
      answerOf(
        api.GET('/api/contacts/{id}/statement', {
          params: { path: { id: contactId }, query: periodQuery(period) },
        }),
        'Could not load the statement',
      ),
    retry: false,
  });
}

/** `GET /api/contacts/{id}/statements`: the statements kept (made a PDF or sent). */
export function useKeptStatements(contactId: string) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: [...statementKeys.all(customClaims?.tenantId, contactId), 'kept'],
    queryFn: async (): Promise<KeptStatement[]> =>
      (
        await answerOf(
          api.GET('/api/contacts/{id}/statements', { params: { path: { id: contactId } } }),
          'Could not load the kept statements',
        )
      ).items,
  });
}

/** Where the browser downloads the statement's PDF (which keeps it, with its number). */
export function statementPdfLink(contactId: string, period: StatementPeriod): string {
  const search = new URLSearchParams({ ...periodQuery(period), download: 'true' });
  return `/api/contacts/${encodeURIComponent(contactId)}/statement.pdf?${search}`;
}

/** Where a kept statement's PDF is shown again. */
export function keptStatementPdfLink(id: string): string {
  return `/api/statements/${encodeURIComponent(id)}/pdf`;
}

/** After a PDF is downloaded or a statement sent, the kept list has a new entry. */
export function useStatementKept(contactId: string) {
  const client = useQueryClient();
  const { customClaims } = useAuthContext();
  return () =>
    client.invalidateQueries({ queryKey: statementKeys.all(customClaims?.tenantId, contactId) });
}

/** `POST /api/contacts/{id}/statement/send`. */
export function useSendStatement(contactId: string) {
  const kept = useStatementKept(contactId);
  return useMutation({
    mutationFn: ({ period, body }: { period: StatementPeriod; body: SendStatement }) =>
      answerOf(
        api.POST('/api/contacts/{id}/statement/send', {
          params: { path: { id: contactId }, query: periodQuery(period) },
          body,
        }),
        'Could not send the statement',
      ),
    onSuccess: kept,
  });
}
