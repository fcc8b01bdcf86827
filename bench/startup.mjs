// Time from `npm start` (web app already built) to the first 200 from /api/health, and idle RSS:
// 5 s after the start, and on PostgreSQL again once the collections after the start are done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { median, rssAfterLoad, sleep, startKira } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export async function benchStartup() {
  const fresh = [];
  const existing = [];
  let idleRss = 0;
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'kira-bench-'));
    const first = await startKira({ DATA_DIR: dataDir });
    fresh.push(first.msToHealthy);
    await first.stop();
    const again = await startKira({ DATA_DIR: dataDir });
    existing.push(again.msToHealthy);
    if (i === 0) {
      await sleep(5_000);
      idleRss = again.rssMiB();
    }
    await again.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = [
    [
      'start to healthy, fresh data directory (PGlite)',
      `${median(fresh).toFixed(0)} ms`,
      `median of ${RUNS}`,
    ],
    [
      'start to healthy, existing data directory (PGlite)',
      `${median(existing).toFixed(0)} ms`,
      'target < 2000 ms',
    ],
    ['idle RSS on PGlite', `${idleRss.toFixed(0)} MiB`, 'target < 400 MB'],
  ];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) rows.push(...(await benchPostgres(serverUrl)));
  else rows.push(['idle RSS on PostgreSQL', 'not measured', 'set TEST_DATABASE_URL']);
  return rows;
}

async function benchPostgres(serverUrl) {
  const name = `kira_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const first = await startKira({ DATABASE_URL: url.toString() });
    await first.stop();
    const again = await startKira({ DATABASE_URL: url.toString() });
    await sleep(5_000);
    const rss = again.rssMiB();
    // What V8 gives back by itself once the start is over.
    const settled = await rssAfterLoad(again.child.pid, { belowMB: 0, maxSeconds: 30 });
    await again.stop();
    return [
      ['start to healthy, migrated PostgreSQL', `${again.msToHealthy.toFixed(0)} ms`, ''],
      ['idle RSS on PostgreSQL', `${rss.toFixed(0)} MiB`, '5 s after the start'],
      [
        'idle RSS on PostgreSQL, settled',
        `${((settled.idle * 1e6) / 2 ** 20).toFixed(0)} MiB`,
        '35 s after the start; target < 150 MB',
      ],
    ];
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
