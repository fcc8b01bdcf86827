import type { Invitation } from '@kira/core/companies-api';
import { formatDisplayDate } from '@kira/core/format/dates';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The company, who invited, the title and address the invitation is for, and its expiry. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="invitation-summary">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label="Company" value={invitation.companyName} />
        <Detail label="Invited by" value={invitation.invitedBy} />
        <Detail label="Your title" value={invitation.title} />
        <Detail label="For" value={invitation.email} />
        <Detail label="Link valid until" value={formatDisplayDate(invitation.expiresAt)} />
      </SimpleGrid>
    </Paper>
  );
}
