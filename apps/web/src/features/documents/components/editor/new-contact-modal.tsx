import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText } from '../../../../lib/api/api-error.ts';
import { answerOf, api } from '../../../../lib/api/client.ts';

type Role = 'customer' | 'supplier';

/** Adds a contact without leaving the document: a name and a role; the rest later. */
export function NewContactModal({
  opened,
  role: initialRole,
  onClose,
  onCreated,
}: {
  opened: boolean;
  role: Role;
  onClose: () => void;
  onCreated: (contact: { id: string; name: string }) => void;
}) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>(initialRole);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      answerOf(
        // The rest as a new contact starts (the API's defaults, written out for its types).
        api.POST('/api/contacts', {
          body: {
            name,
            role,
            uen: '',
            gstNumber: '',
            contactPerson: '',
            emails: [],
            phones: [],
            billingAddress: null,
            deliveryAddress: null,
            paymentTermsDays: null,
            currency: 'SGD',
            notes: '',
            tags: [],
          },
        }),
        'Could not add the contact',
      ),
    onSuccess: (contact) => {
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
      onCreated({ id: contact.id, name: contact.name });
      setName('');
      create.reset();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="New contact">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The modal's portal is inside the editor's form in React's tree: its submit would
          // reach the editor and save the draft too.
          event.stopPropagation();
          create.mutate();
        }}
      >
        <Stack>
          {create.isError ? (
            <StatusAlert kind="error">
              {errorText(create.error, 'Could not add the contact')}
            </StatusAlert>
          ) : null}
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <NativeSelect
            label="Role"
            data={[
              { value: 'customer', label: 'Customer' },
              { value: 'supplier', label: 'Supplier' },
            ]}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as Role)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add contact
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
