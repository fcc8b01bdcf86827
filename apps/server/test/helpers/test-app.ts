import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { seedDemoDocuments } from '../../src/companies/demo-documents/seed-demo-documents.ts';
import { ensureBaseCompanies } from '../../src/companies/ensure-base-companies.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { OpenDatabase } from '../../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on the run's database, reached through `app.inject()` (no port). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  {
    logger,
    onImportPause,
    onRoute,
    database: opened,
    demoDocuments = false,
    now = limitsClock(),
    today,
  }: Pick<BuildAppOptions, 'logger' | 'onImportPause' | 'onRoute' | 'now' | 'today'> & {
    /** A database the test opened itself (on a data directory of its own); closed with the app. */
    database?: OpenDatabase;
    /**
     * Seed the demo's year of documents, as a server's start does (docs/testing.md). Off by
     * default: it takes seconds, and every app would pay them.
     */
    demoDocuments?: boolean;
  } = {},
): Promise<TestApp> {
  const database = opened ?? (await openTestDatabase());
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kira-data-')) }),
    ...overrides,
  };
  await ensureBaseCompanies(database.db, config.platformTenant);
  if (demoDocuments) await seedDemoDocuments(database.db, { dataDir: config.dataDir });
  // KIRA_TEST_LOG=1 shows the server's error log while debugging a test.
  const log = logger ?? (process.env.KIRA_TEST_LOG ? { level: 'error' } : false);
  const app = await buildApp({
    config,
    database,
    version: 'test',
    logger: log,
    checkAnswers: true,
    onImportPause,
    onRoute,
    now,
    today,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A stand-in for `apps/web/dist`: a real index.html and one asset, to test how they are served. */
export function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kira-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kira</title><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("kira");');
  return dir;
}

let clocks = 0;
/**
 * The rate limits' clock of a test app: an instant of its own, which does not move. The
 * counters live in the database, which a file's apps share on PostgreSQL: each app counts in
 * windows no other app touches, and no window ends in the middle of a test (docs/testing.md).
 */
export function limitsClock(): () => number {
  clocks += 1;
  const instant = Date.UTC(2040, 0, 1) + clocks * 30 * 86_400_000;
  return () => instant;
}

/** The default limits (as the environment leaves them), to change one or two in a test. */
export const DEFAULT_LIMITS = loadConfig({}).rateLimits;

/** Limits high enough for suites that sign many users up from one address and send a lot. */
export const RAISED_LIMITS: Partial<Config> = {
  rateLimits: {
    ...DEFAULT_LIMITS,
    sendsPerUserPerMinute: 10_000,
    recipientsPerCompanyPerDay: 100_000,
    invitesPerUserPerHour: 10_000,
    csvPerUserPerMinute: 10_000,
    zipsPerUserPerMinute: 10_000,
    archivesPerUserPerHour: 10_000,
    accountMailsPerAddressPerHour: 10_000,
    signInFailuresPerAccount: 5,
    signInFailuresPerAddress: 10_000,
    signUpsPerAddress: 10_000,
    windowMs: 15 * 60_000,
  },
};
