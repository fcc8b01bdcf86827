import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../lib/api/api-error.ts';
import { useCreateProject } from '../api/progress-queries.ts';

/** A new project, named. */
export function NewProjectForm() {
  const [name, setName] = useState('');
  const create = useCreateProject();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ name, description: '' }, { onSuccess: () => setName('') });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group gap="sm" align="flex-end">
        <TextInput
          label="New project"
          value={name}
          maxLength={200}
          error={create.isError ? errorText(create.error, 'Could not make the project') : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending}>
          Make project
        </Button>
      </Group>
    </form>
  );
}
