import { memberListSchema, updateMemberSchema } from '@kira/core/companies-api';
import { opaqueIdSchema } from '@kira/core/ids';
import { decideMembers } from '@kira/core/policies/member-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import { listMembers } from './list-members.ts';
import { removeMember } from './remove-member.ts';
import { updateMember } from './update-member.ts';

const memberParams = z.object({ userUid: opaqueIdSchema });

export const membersRoutes: FastifyPluginAsyncZod<{ guards: Guards }> = async (app, { guards }) => {
  // Each route asks the member policy; the commands then ask it of the member itself.
  const read = guards.ask((access) => decideMembers(access, 'read'));
  const manage = guards.ask((access) => decideMembers(access, 'manage'));
  const list = async (access: ReturnType<Guards['accessOf']>) => ({
    items: await listMembers(access),
    abilities: access.abilities,
  });

  app.get(
    '/api/members',
    {
      schema: {
        tags: ['members'],
        summary: "The active company's members with their titles and department levels",
        response: { 200: memberListSchema, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => list(guards.accessOf(request)),
  );

  app.patch(
    '/api/members/:userUid',
    {
      schema: {
        tags: ['members'],
        summary: "Change a member's department levels or title (never the last administrator's)",
        params: memberParams,
        body: updateMemberSchema,
        response: { 200: memberListSchema, ...guardedErrors, 409: errorSchema },
      },
      onRequest: manage,
    },
    async (request) => {
      const access = guards.accessOf(request);
      await updateMember(access, request.params.userUid, request.body);
      return list(access);
    },
  );

  app.delete(
    '/api/members/:userUid',
    {
      schema: {
        tags: ['members'],
        summary: 'Remove a member from the company (never the last administrator)',
        params: memberParams,
        response: { 200: memberListSchema, ...guardedErrors, 409: errorSchema },
      },
      onRequest: manage,
    },
    async (request) => {
      const access = guards.accessOf(request);
      await removeMember(access, request.params.userUid);
      return list(access);
    },
  );
};
