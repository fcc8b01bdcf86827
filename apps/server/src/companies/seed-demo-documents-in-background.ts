import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { seedDemoDocuments } from './demo-documents/seed-demo-documents.ts';

export interface BackgroundSeeding {
  /** Stops the seeding at its next step (it rolls back whole) and waits until it has. */
  stop(): Promise<void>;
}

/**
 * The start's seeding of the demo's documents, run once the server listens: it takes 5 s on
 * PostgreSQL and 7-14 s on PGlite the first time (docs/demo-documents.md), too long to keep a
 * start waiting; later starts only read that it was done. Logged with its time; a failure is
 * logged and not fatal: nothing of it was kept, and the next start tries again.
 */
export function seedDemoDocumentsInBackground(
  db: Database,
  { dataDir, log }: { dataDir: string; log: FastifyBaseLogger },
): BackgroundSeeding {
  const stopping = new AbortController();
  const began = performance.now();
  const done = seedDemoDocuments(db, { dataDir, signal: stopping.signal }).then(
    (seeded) => {
      if (!seeded) return;
      const ms = Math.round(performance.now() - began);
      log.info({ ...seeded, ms }, "Seeded the demo company's documents");
    },
    (error: unknown) => {
      if (stopping.signal.aborted)
        log.warn("Stopped seeding the demo company's documents: the next start seeds them");
      else log.error({ err: error }, "Could not seed the demo company's documents");
    },
  );
  return {
    stop: async () => {
      stopping.abort();
      await done;
    },
  };
}
