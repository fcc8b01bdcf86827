import type { Invitation } from '@kira/core/companies-api';
import { formatDisplayDate } from '@kira/core/format/dates';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Why an invitation that is not pending cannot be used, in plain words. */
function reasonOf(invitation: Invitation): { title: string; text: string } {
  switch (invitation.status) {
    case 'accepted':
      return {
        title: 'This invitation has already been accepted',
        text: `If that was you, you are already a member of ${invitation.companyName}.`,
      };
    case 'revoked':
      return {
        title: 'This invitation was withdrawn',
        text: `${invitation.companyName} withdrew it. Ask ${invitation.invitedBy} to send a new one if you still need access.`,
      };
    case 'expired':
      return {
        title: 'This invitation has expired',
        text: `It was valid until ${formatDisplayDate(invitation.expiresAt)}. Ask ${invitation.invitedBy} to send a new one.`,
      };
    case 'pending':
      return { title: 'This invitation is open', text: '' };
  }
}

interface InvitationClosedProps {
  invitation: Invitation;
  signedIn: boolean;
}

/** Says plainly that the invitation cannot be used, and where to go instead. */
export function InvitationClosed({ invitation, signedIn }: InvitationClosedProps) {
  const { title, text } = reasonOf(invitation);
  return (
    <Alert
      color="saffron"
      variant="light"
      title={title}
      data-testid="invitation-closed"
      styles={{ title: { color: 'var(--mantine-color-saffron-9)' } }}
    >
      <Text size="sm" c="saffron.9">
        {text}{' '}
        <Anchor component={Link} to={signedIn ? '/dashboard' : '/login'} c="saffron.9" fw={600}>
          {signedIn ? 'Go to your dashboard' : 'Go to login'}
        </Anchor>
      </Text>
    </Alert>
  );
}
