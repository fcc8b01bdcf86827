import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseMode } from '../db/database.ts';
import type { FaultWatch } from '../faults/fault-watch.ts';
import { freeBytesOf } from '../faults/free-space.ts';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ mode: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
    disk: z.object({
      freeBytes: z
        .number()
        .int()
        .nullable()
        .describe("Free bytes on DATA_DIR's file system (null when it cannot be told)"),
      minimumFreeBytes: z
        .number()
        .int()
        .describe('MIN_FREE_DISK_MB in bytes: with less free, the status is degraded'),
      full: z
        .boolean()
        .describe(
          "A write failed for lack of space (DATA_DIR's or PostgreSQL's) and none succeeded since",
        ),
    }),
  })
  .meta({ id: 'Health' });

interface HealthOptions {
  db: Database;
  mode: DatabaseMode;
  version: string;
  disk: { dataDir: string; minimumFreeBytes: number; faults: FaultWatch };
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { db, mode, version, disk },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer, and its disk has room',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [reachable, freeBytes] = await Promise.all([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        freeBytesOf(disk.dataDir),
      ]);
      const full = disk.faults.isFailing('storage-full');
      const roomy = freeBytes === null || freeBytes >= disk.minimumFreeBytes;
      const body = {
        status: reachable && roomy && !full ? 'ok' : 'degraded',
        version,
        database: { mode, reachable },
        disk: { freeBytes, minimumFreeBytes: disk.minimumFreeBytes, full },
      } as const;
      return reply.code(reachable ? 200 : 503).send(body);
    },
  );
};
