import type { NumberingList } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

export function numberingKey(tenantId: string | undefined) {
  return ['numbering', tenantId] as const;
}

/** `GET /api/settings/numbering`: each numbered kind's prefix, padding and next number. */
export function getNumbering(): Promise<NumberingList> {
  return answerOf(api.GET('/api/settings/numbering'), 'Could not load the document numbering');
}

export function useNumbering() {
  const { customClaims } = useAuthContext();
  return useQuery({ queryKey: numberingKey(customClaims?.tenantId), queryFn: getNumbering });
}
