import { decideDeveloper } from '@kira/core/policies/developer-policy';
import {
  announcementIdParams,
  announcementSchema,
  createAnnouncementSchema,
  createProjectSchema,
  createTaskSchema,
  projectIdParams,
  projectSchema,
  taskIdParams,
  taskSchema,
  updateTaskSchema,
} from '@kira/core/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { guardedErrors } from '../http/error-schema.ts';
import {
  announce,
  announcementsFor,
  dismissAnnouncement,
  withdrawAnnouncement,
} from './announcements.ts';
import { createProject, createTask, deleteTask, listProjects, updateTask } from './projects.ts';

interface ProgressOptions {
  guards: Guards;
  db: Database;
  platformTenant: string;
}

/**
 * `/progress`'s board (developers only) and the announcements developers make, which every
 * signed-in user reads until they dismiss them (docs/developer.md).
 */
export const progressRoutes: FastifyPluginAsyncZod<ProgressOptions> = async (
  app,
  { guards, db, platformTenant },
) => {
  const onlyDevelopers = guards.ask(decideDeveloper);
  const tags = ['progress'];
  const userIdOf = (request: Parameters<typeof guards.userOf>[0]) => guards.userOf(request).user.id;

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Every project with its tasks by column (developers only)',
        response: { 200: z.object({ items: z.array(projectSchema) }), ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async () => ({ items: await listProjects(db) }),
  );

  app.post(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'A new project (developers only)',
        body: createProjectSchema,
        response: { 201: projectSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request, reply) =>
      reply.code(201).send(await createProject(db, userIdOf(request), request.body)),
  );

  app.post(
    '/api/projects/:id/tasks',
    {
      schema: {
        tags,
        summary: 'A new task at the bottom of its column (to do unless said)',
        params: projectIdParams,
        body: createTaskSchema,
        response: { 201: taskSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTask(db, userIdOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Renames a task, or moves it to a column and a place in it',
        params: taskIdParams,
        body: updateTaskSchema,
        response: { 200: taskSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request) => updateTask(db, request.params.id, request.body),
  );

  app.delete(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Removes a task',
        params: taskIdParams,
        response: { 204: z.null(), ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request, reply) => {
      await deleteTask(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/announcements',
    {
      schema: {
        tags,
        summary: 'The announcements the signed-in user has not dismissed, newest first',
        response: { 200: z.object({ items: z.array(announcementSchema) }), ...guardedErrors },
      },
      onRequest: guards.signedIn,
    },
    async (request) => ({ items: await announcementsFor(db, userIdOf(request)) }),
  );

  app.post(
    '/api/announcements',
    {
      schema: {
        tags,
        summary: 'Announces something to every signed-in user (developers only)',
        body: createAnnouncementSchema,
        response: { 201: announcementSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await announce(db, { userId: userIdOf(request), platformTenant }, request.body)),
  );

  app.delete(
    '/api/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Withdraws an announcement: nobody sees it any more (developers only)',
        params: announcementIdParams,
        response: { 204: z.null(), ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request, reply) => {
      await withdrawAnnouncement(
        db,
        { userId: userIdOf(request), platformTenant },
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/announcements/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'The signed-in user no longer sees this announcement',
        params: announcementIdParams,
        response: { 204: z.null(), ...guardedErrors },
      },
      onRequest: guards.signedIn,
    },
    async (request, reply) => {
      await dismissAnnouncement(db, userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
