import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from '../db/database.ts';
import { isReadOnlyMethod } from '../http/methods.ts';
import { FaultWatch } from './fault-watch.ts';
import { freeBytesOf, freeBytesOfSync } from './free-space.ts';

interface WatchFaultsOptions {
  database: OpenDatabase;
  dataDir: string;
  /** MIN_FREE_DISK_MB: a full disk is over once DATA_DIR has this much free again. */
  minimumFreeBytes: number;
}

/**
 * The app's watch on faults: failures are reported by the error handler; recovery is seen
 * here, when the pool opens a new connection, or when a write is answered 2xx while DATA_DIR
 * has its minimum free (a contact saved on PostgreSQL's disk says nothing of DATA_DIR's).
 */
export function watchFaults(
  app: FastifyInstance,
  { database, dataDir, minimumFreeBytes }: WatchFaultsOptions,
) {
  const faults = new FaultWatch({
    log: app.log,
    describe: (fault) =>
      fault === 'storage-full' ? { dataDir, freeBytes: freeBytesOfSync(dataDir) } : {},
  });
  const opened = () => faults.recovered('database-unreachable');
  database.pool?.on('connect', opened);
  // A callback hook: every answer passes it, and only a write during a full disk awaits.
  app.addHook('onResponse', (request, reply, done) => {
    const wrote = reply.statusCode >= 200 && reply.statusCode < 300;
    if (!wrote || isReadOnlyMethod(request.method) || !faults.isFailing('storage-full')) {
      return done();
    }
    freeBytesOf(dataDir).then((free) => {
      if ((free ?? minimumFreeBytes) >= minimumFreeBytes) faults.recovered('storage-full');
      done();
    }, done);
  });
  app.addHook('onClose', async () => {
    database.pool?.off('connect', opened);
    faults.close();
  });
  return faults;
}
