import { type AccessLevels, toAccessLevels, toAccessList } from '@kira/core/claims';
import { type Member, updateMemberSchema } from '@kira/core/companies-api';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AccessLevelFields } from '../../../components/access-level-fields.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api/api-error.ts';
import { issueErrors } from '../../../lib/forms/issue-errors.ts';
import { useUpdateMember } from '../api/update-member.ts';

interface EditMemberModalProps {
  /** The member being edited; null when closed. */
  member: Member | null;
  onClose: () => void;
  onSaved: (member: Member) => void;
}

function EditMemberForm({ member, onClose, onSaved }: EditMemberModalProps & { member: Member }) {
  const [title, setTitle] = useState(member.title);
  const [levels, setLevels] = useState<AccessLevels>(() => toAccessLevels(member.accessLevel));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateMember();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = updateMemberSchema.safeParse({ title, accessLevel: toAccessList(levels) });
    if (!parsed.success) {
      const found = issueErrors(parsed.error.issues);
      setErrors(found);
      if (!found.title) setFailure(Object.values(found)[0] ?? 'Check the levels and title');
      return;
    }
    try {
      await mutation.mutateAsync({ userUid: member.userUid, change: parsed.data });
      onSaved(member);
    } catch (error) {
      console.error('Saving the member failed', error);
      setErrors(fieldErrorsOf(error));
      setFailure(errorText(error, 'Could not save the member'));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="edit-member-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <TextInput
          label="Title"
          required
          maxLength={80}
          data-autofocus
          value={title}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setErrors({});
          }}
        />
        <AccessLevelFields name="edit-level" value={levels} onChange={setLevels} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change a member's title and department levels. */
export function EditMemberModal({ member, onClose, onSaved }: EditMemberModalProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Edit ${member.name}` : ''}
      size="lg"
      centered
    >
      {member ? (
        <EditMemberForm key={member.userUid} member={member} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}
