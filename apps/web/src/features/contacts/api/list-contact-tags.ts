import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { contactKeys } from './contact-keys.ts';

/** `GET /api/contacts/tags`: every tag in use in the company, sorted. */
export async function listContactTags(): Promise<string[]> {
  const { tags } = await answerOf(api.GET('/api/contacts/tags'), 'Could not load the tags');
  return tags;
}

export function useContactTags() {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: contactKeys.tags(customClaims?.tenantId),
    queryFn: listContactTags,
    staleTime: 60_000,
  });
}
