import {
  type Project,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskStatus,
} from '@kira/core/progress';
import {
  ActionIcon,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useDeleteTask, useUpdateTask } from '../api/progress-queries.ts';
import { NewTaskForm } from './new-task-form.tsx';

const DRAGGED = 'application/x-kira-task';

/**
 * A project's tasks in three columns. A task moves by mouse (dragged onto a column, or onto a
 * task to take its place) or by keyboard: focused, ArrowLeft and ArrowRight move it to the
 * column beside, ArrowUp and ArrowDown along its column; each move is said to screen readers.
 */
export function TaskBoard({ project }: { project: Project }) {
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [said, setSaid] = useState('');
  const column = (status: TaskStatus) =>
    project.tasks.filter((task) => task.status === status).sort((a, b) => a.position - b.position);

  function move(task: Task, to: TaskStatus, position: number) {
    update.mutate({ id: task.id, change: { status: to, position } });
    setSaid(`${task.title} moved to ${TASK_STATUS_LABELS[to]}, place ${position + 1}.`);
  }

  function onKey(event: KeyboardEvent, task: Task) {
    const at = TASK_STATUSES.indexOf(task.status);
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step !== undefined) {
      const to = TASK_STATUSES[at + step];
      if (to) move(task, to, column(to).length);
      event.preventDefault();
    }
    const along = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (along !== undefined) {
      const position = task.position + along;
      if (position >= 0 && position < column(task.status).length) move(task, task.status, position);
      event.preventDefault();
    }
  }

  function onDrop(event: DragEvent, to: TaskStatus, position: number) {
    event.preventDefault();
    event.stopPropagation();
    const task = project.tasks.find((t) => t.id === event.dataTransfer.getData(DRAGGED));
    if (task) move(task, to, position);
  }

  return (
    <Stack gap="md">
      {update.isError || remove.isError ? (
        <StatusAlert kind="error">
          {errorText(update.error ?? remove.error, 'Could not change the board')}
        </StatusAlert>
      ) : null}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {TASK_STATUSES.map((status) => (
          <Paper
            key={status}
            withBorder
            p="sm"
            radius="md"
            bg="gray.0"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, status, column(status).length)}
            data-testid={`column-${status}`}
          >
            <Title order={3} size="h5" mb="sm" id={`column-${project.id}-${status}`}>
              {TASK_STATUS_LABELS[status]}
            </Title>
            <Stack gap="xs" role="list" aria-labelledby={`column-${project.id}-${status}`} mih={48}>
              {column(status).map((task) => (
                <Paper
                  key={task.id}
                  role="listitem"
                  withBorder
                  p="xs"
                  radius="sm"
                  tabIndex={0}
                  draggable
                  aria-label={`${task.title}: use the arrow keys to move it`}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAGGED, task.id);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => onDrop(event, status, task.position)}
                  onKeyDown={(event) => onKey(event, task)}
                  style={{ cursor: 'grab' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm">{task.title}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={`Remove ${task.title}`}
                      onClick={() => remove.mutate(task.id)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Paper>
              ))}
            </Stack>
            {status === 'todo' ? <NewTaskForm projectId={project.id} /> : null}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
