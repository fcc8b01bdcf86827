import type { Announcement } from '@kira/core/progress';
import { Alert, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api/client.ts';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';

export function announcementsKey(userId: string | undefined) {
  return ['announcements', userId] as const;
}

/**
 * What developers announced (`GET /api/announcements`), above the screen of work, each until
 * the user dismisses it (kept per user on the server, so on every device).
 */
export function AnnouncementNotices() {
  const { user } = useAuthContext();
  const queries = useQueryClient();
  const key = announcementsKey(user?.uid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: async (): Promise<Announcement[]> =>
      (await answerOf(api.GET('/api/announcements'), 'Could not load the announcements')).items,
    enabled: Boolean(user),
  });
  const dismiss = useMutation({
    mutationFn: (id: string) =>
      answerOf(
        api.POST('/api/announcements/{id}/dismiss', { params: { path: { id } } }),
        'Could not dismiss the announcement',
      ),
    onMutate: (id) =>
      queries.setQueryData<Announcement[]>(key, (items) => items?.filter((a) => a.id !== id)),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
  });
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="xs" px="md" pt="md" component="section" aria-label="Announcements">
      {data.map((announcement) => (
        <Alert
          key={announcement.id}
          color="lagoon"
          variant="light"
          title={announcement.title}
          withCloseButton
          closeButtonLabel={`Dismiss the announcement ${announcement.title}`}
          onClose={() => dismiss.mutate(announcement.id)}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {announcement.message}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
