import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../lib/api/api-error.ts';
import { useCreateTask } from '../api/progress-queries.ts';

/** A task added at the bottom of To do. */
export function NewTaskForm({ projectId }: { projectId: string }) {
  const [title, setTitle] = useState('');
  const create = useCreateTask(projectId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ title, status: 'todo' }, { onSuccess: () => setTitle('') });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group gap="xs" mt="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="New task"
          size="xs"
          style={{ flex: 1 }}
          value={title}
          maxLength={200}
          error={create.isError ? errorText(create.error, 'Could not add the task') : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Button type="submit" size="xs" loading={create.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
