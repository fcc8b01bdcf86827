import { opendir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SystemStatus } from '@kira/core/developer-api';
import { count, sql } from 'drizzle-orm';
import type { Database, DatabaseMode } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface SystemFacts {
  db: Database;
  mode: DatabaseMode;
  version: string;
  dataDir: string;
}

/** What a developer sees of the server: its version, database, migrations, data and outbox. */
export async function systemStatus({
  db,
  mode,
  version,
  dataDir,
}: SystemFacts): Promise<SystemStatus> {
  const [migrations, outbox, dataDirBytes] = await Promise.all([
    appliedMigrations(db),
    db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status),
    sizeOf(dataDir),
  ]);
  const byStatus = { stored: 0, queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const { status, n } of outbox)
    if (status in byStatus) byStatus[status as keyof typeof byStatus] = n;
  return {
    version,
    database: mode,
    uptimeSeconds: Math.floor(process.uptime()),
    migrations,
    dataDirBytes,
    outbox: byStatus,
  };
}

/** drizzle's own record of the migrations it applied: how many, and when the last was made. */
async function appliedMigrations(db: Database): Promise<SystemStatus['migrations']> {
  const result = await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as latest
          from drizzle.__drizzle_migrations`,
  );
  const [row] = rawRows<{ applied: number; latest: string | null }>(result);
  const latest = row?.latest ? new Date(Number(row.latest)).toISOString() : null;
  return { applied: row?.applied ?? 0, latest };
}

/** The bytes of every file under `dir` (null when it cannot be read, e.g. not this process's). */
async function sizeOf(dir: string): Promise<number | null> {
  try {
    let bytes = 0;
    for await (const entry of await opendir(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) bytes += (await sizeOf(path)) ?? 0;
      else if (entry.isFile()) bytes += (await stat(path)).size;
    }
    return bytes;
  } catch {
    return null;
  }
}
