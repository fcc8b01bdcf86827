import { idOfKindsSchema } from './ids.ts';
import { z } from './zod.ts';

/**
 * The platform team's board (`/progress`, developers only) and the announcements developers make
 * to every signed-in user (issue 37). Ids of kind project, task and announcement.
 */

export const TASK_STATUSES = ['todo', 'doing', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  doing: 'Doing',
  done: 'Done',
};

const title = (what: string) =>
  z.string().trim().min(1, `Give the ${what} a title`).max(200, 'At most 200 characters');

export const projectIdParams = z.object({ id: idOfKindsSchema(['project']) });
export const taskIdParams = z.object({ id: idOfKindsSchema(['task']) });
export const announcementIdParams = z.object({ id: idOfKindsSchema(['announcement']) });

export const createProjectSchema = z.object({
  name: z.string().trim().min(1, 'Give the project a name').max(200, 'At most 200 characters'),
  description: z.string().trim().max(2000, 'At most 2,000 characters').default(''),
});

export const createTaskSchema = z.object({
  title: title('task'),
  status: z.enum(TASK_STATUSES).default('todo'),
});

/** A task renamed, or moved to a column and a place in it (`position` from 0 at the top). */
export const updateTaskSchema = z
  .object({
    title: title('task').optional(),
    status: z.enum(TASK_STATUSES).optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });
export type TaskChange = z.infer<typeof updateTaskSchema>;

export const taskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(TASK_STATUSES),
    position: z.number(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

export const projectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    createdAt: z.string(),
    tasks: z.array(taskSchema),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

export const createAnnouncementSchema = z.object({
  title: title('announcement'),
  message: z.string().trim().min(1, 'Write the message').max(5000, 'At most 5,000 characters'),
});

export const announcementSchema = z
  .object({ id: z.string(), title: z.string(), message: z.string(), createdAt: z.string() })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * A column's tasks after one is moved: `moving` taken out of wherever it was and put at
 * `position` of `to` (clamped to the column's end), the others of both columns closed up.
 * Answers every task whose column or place changed, with its new ones.
 */
export function moveTask(
  tasks: readonly Task[],
  movingId: string,
  to: TaskStatus,
  position: number,
): Task[] {
  const moving = tasks.find((task) => task.id === movingId);
  if (!moving) throw new Error(`No task ${movingId}`);
  const column = (status: TaskStatus) =>
    tasks
      .filter((task) => task.status === status && task.id !== movingId)
      .sort((a, b) => a.position - b.position);
  const target = column(to);
  target.splice(Math.min(position, target.length), 0, { ...moving, status: to });
  const placed = [
    ...target.map((task, index) => ({ ...task, position: index })),
    ...(moving.status === to
      ? []
      : column(moving.status).map((task, index) => ({ ...task, position: index }))),
  ];
  return placed.filter((task) => {
    const before = tasks.find((t) => t.id === task.id);
    return before?.status !== task.status || before.position !== task.position;
  });
}
