import type { Member } from '@kira/core/companies-api';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useRemoveMember } from '../api/remove-member.ts';

interface RemoveMemberModalProps {
  /** The member to remove; null when closed. */
  member: Member | null;
  companyName: string;
  onClose: () => void;
  onRemoved: (member: Member) => void;
}

/** Asks before removing a member, and shows the server's refusal (the last administrator). */
export function RemoveMemberModal({
  member,
  companyName,
  onClose,
  onRemoved,
}: RemoveMemberModalProps) {
  const mutation = useRemoveMember();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!member) return;
    setFailure(null);
    mutation.mutate(member.userUid, {
      onSuccess: () => {
        setFailure(null);
        onRemoved(member);
      },
      onError: (error) => setFailure(errorText(error, 'Could not remove the member')),
    });
  }

  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={member ? `Remove ${member.name}?` : ''}
      centered
    >
      {member ? (
        <Stack gap="md">
          <Text size="sm">
            {member.isYou
              ? `You will lose access to ${companyName} at once.`
              : `${member.name} (${member.email}) will lose access to ${companyName} at once.`}{' '}
            What they did stays in the audit log.
          </Text>
          {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color="#8a1c1c" onClick={confirm} loading={mutation.isPending}>
              Remove member
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
