import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseMode } from '../db/database.ts';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ mode: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  })
  .meta({ id: 'Health' });

interface HealthOptions {
  db: Database;
  mode: DatabaseMode;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { db, mode, version },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const body = {
        status: reachable ? 'ok' : 'degraded',
        version,
        database: { mode, reachable },
      } as const;
      return reply.code(reachable ? 200 : 503).send(body);
    },
  );
};
