import type { Member } from '@kira/core/companies-api';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
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
  return (
    <ConfirmModal
      opened={member !== null}
      title={member ? `Remove ${member.name}?` : ''}
      message={
        member ? (
          <>
            {member.isYou
              ? `You will lose access to ${companyName} at once.`
              : `${member.name} (${member.email}) will lose access to ${companyName} at once.`}{' '}
            What they did stays in the audit log.
          </>
        ) : null
      }
      confirmLabel="Remove member"
      mutation={mutation}
      onConfirm={(callbacks) => {
        if (member) mutation.mutate(member.userUid, callbacks);
      }}
      failureText="Could not remove the member"
      onClose={onClose}
      onDone={() => {
        if (member) onRemoved(member);
      }}
    />
  );
}
