import {
  moveTask,
  type Project,
  type Task,
  type TaskChange,
  type TaskStatus,
} from '@kira/core/progress';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects, tasks } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';

/** Every project with its tasks, oldest project first, each column's tasks in their places. */
export async function listProjects(db: Database): Promise<Project[]> {
  const [projectRows, taskRows] = await Promise.all([
    db.select().from(projects).orderBy(asc(projects.createdAt), asc(projects.id)),
    db.select().from(tasks).orderBy(asc(tasks.status), asc(tasks.position)),
  ]);
  return projectRows.map((project) => ({
    id: project.id,
    name: project.name,
    description: project.description,
    createdAt: project.createdAt.toISOString(),
    tasks: taskRows.filter((task) => task.projectId === project.id).map(taskOf),
  }));
}

export async function createProject(
  db: Database,
  userId: string,
  input: { name: string; description: string },
): Promise<Project> {
  const [row] = await db
    .insert(projects)
    .values({ id: ids.next('project'), ...input, createdBy: userId })
    .returning();
  if (!row) throw new Error('The project was not written');
  return { ...input, id: row.id, createdAt: row.createdAt.toISOString(), tasks: [] };
}

/** A new task at the bottom of its column. */
export async function createTask(
  db: Database,
  userId: string,
  projectId: string,
  input: { title: string; status: TaskStatus },
): Promise<Task> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw new AppError('NOT_FOUND', `No project ${projectId}`);
    const [last] = await tx
      .select({ position: max(tasks.position) })
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), eq(tasks.status, input.status)));
    const position =
      last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    const [row] = await tx
      .insert(tasks)
      .values({ id: ids.next('task'), projectId, ...input, position, createdBy: userId })
      .returning();
    if (!row) throw new Error('The task was not written');
    return taskOf(row);
  });
}

/**
 * Renames a task or moves it (core's `moveTask`): the project's row is locked, so two moves on
 * one board never interleave and every column stays numbered 0, 1, 2...
 */
export async function updateTask(db: Database, id: string, change: TaskChange): Promise<Task> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(tasks).where(eq(tasks.id, id));
    if (!found) throw new AppError('NOT_FOUND', `No task ${id}`);
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, found.projectId))
      .for('update');
    const board = (await tx.select().from(tasks).where(eq(tasks.projectId, found.projectId))).map(
      taskOf,
    );
    const current = board.find((task) => task.id === id) ?? taskOf(found);
    const at = new Date();
    if (change.status !== undefined || change.position !== undefined) {
      const to = change.status ?? current.status;
      const position = change.position ?? Number.MAX_SAFE_INTEGER;
      for (const moved of moveTask(board, id, to, position)) {
        await tx
          .update(tasks)
          .set({ status: moved.status, position: moved.position, updatedAt: at })
          .where(eq(tasks.id, moved.id));
      }
    }
    if (change.title !== undefined)
      await tx.update(tasks).set({ title: change.title, updatedAt: at }).where(eq(tasks.id, id));
    const [after] = await tx.select().from(tasks).where(eq(tasks.id, id));
    if (!after) throw new AppError('NOT_FOUND', `No task ${id}`);
    return taskOf(after);
  });
}

/** Removes a task; the others of its column close up. */
export async function deleteTask(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.delete(tasks).where(eq(tasks.id, id)).returning();
    if (!found) throw new AppError('NOT_FOUND', `No task ${id}`);
    await tx
      .update(tasks)
      .set({ position: sql`${tasks.position} - 1` })
      .where(
        and(
          eq(tasks.projectId, found.projectId),
          eq(tasks.status, found.status),
          sql`${tasks.position} > ${found.position}`,
        ),
      );
  });
}

function taskOf(row: typeof tasks.$inferSelect): Task {
  return { id: row.id, title: row.title, status: row.status, position: row.position };
}
