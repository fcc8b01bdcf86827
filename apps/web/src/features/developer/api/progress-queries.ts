import {
  moveTask,
  type Project,
  type Task,
  type TaskChange,
  type TaskStatus,
} from '@kira/core/progress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';

const PROJECTS = ['progress', 'projects'];

/** `GET /api/projects`: every project with its tasks. */
export function useProjects() {
  return useQuery({
    queryKey: PROJECTS,
    queryFn: async (): Promise<Project[]> =>
      (await answerOf(api.GET('/api/projects'), 'Could not load the projects')).items,
  });
}

export function useCreateProject() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description: string }) =>
      answerOf(api.POST('/api/projects', { body }), 'Could not make the project'),
    onSuccess: () => queries.invalidateQueries({ queryKey: PROJECTS }),
  });
}

export function useCreateTask(projectId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; status: TaskStatus }) =>
      answerOf(
        api.POST('/api/projects/{id}/tasks', { params: { path: { id: projectId } }, body }),
        'Could not add the task',
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: PROJECTS }),
  });
}

/**
 * `PATCH /api/tasks/{id}`: a move shows on the board at once (core's moveTask, as the server
 * applies it); the projects are read again once the server has answered.
 */
export function useUpdateTask() {
  const queries = useQueryClient();
  return useMutation({
    onMutate: ({ id, change }: { id: string; change: TaskChange }) => {
      if (change.status === undefined && change.position === undefined) return;
      queries.setQueryData<Project[]>(PROJECTS, (projects) =>
        projects?.map((project) => {
          const task = project.tasks.find((t) => t.id === id);
          if (!task) return project;
          const moved = moveTask(
            project.tasks,
            id,
            change.status ?? task.status,
            change.position ?? Number.MAX_SAFE_INTEGER,
          );
          return {
            ...project,
            tasks: project.tasks.map((t) => moved.find((m) => m.id === t.id) ?? t),
          };
        }),
      );
    },
    mutationFn: ({ id, change }: { id: string; change: TaskChange }): Promise<Task> =>
      answerOf(
        api.PATCH('/api/tasks/{id}', { params: { path: { id } }, body: change }),
        'Could not move the task',
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: PROJECTS }),
  });
}

export function useDeleteTask() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      answerOf(
        api.DELETE('/api/tasks/{id}', { params: { path: { id } } }),
        'Could not remove the task',
      ),
    onSettled: () => queries.invalidateQueries({ queryKey: PROJECTS }),
  });
}

export function useAnnounce() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; message: string }) =>
      answerOf(api.POST('/api/announcements', { body }), 'Could not announce it'),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
