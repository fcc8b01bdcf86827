import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths.ts';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  PLATFORM_TENANT: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'PLATFORM_TENANT must be 2-40 lowercase letters, digits or dashes')
    .default('kira'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  WEB_DIST: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kira <no-reply@kira.localhost>'),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(5),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGNIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  RATE_LIMIT_SENDS_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RECIPIENTS_PER_COMPANY_PER_DAY: z.coerce.number().int().positive().default(500),
  RATE_LIMIT_INVITES_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_CSV_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_ZIPS_AT_ONCE_PER_USER: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_ZIPS_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ARCHIVES_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(5),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(200),
  DEMO_DOCUMENTS: z.enum(['true', 'false']).default('true'),
  PDF_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  // At least a full ZIP (50 PDFs), or every ZIP would be refused.
  PDF_QUEUE_LIMIT: z.coerce.number().int().min(50).default(200),
  PDF_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(600).default(15),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL this process keeps open at most. */
  databasePoolSize: number;
  /** Whether queries are kept prepared on their connections (off behind a transaction pooler). */
  databasePreparedStatements: boolean;
  appUrl: string;
  platformTenant: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** `auto`: readable lines when the output is a terminal, JSON lines otherwise. */
  logFormat: z.infer<typeof configSchema>['LOG_FORMAT'];
  webDist: string;
  /** better-auth's secret; when unset, one is generated and kept in the data directory. */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long one SMTP step (connecting, the greeting, each reply) may take before the attempt fails. */
  smtpTimeoutMs: number;
  /** Origins besides APP_URL's that may send state-changing requests (the Vite dev server). */
  trustedOrigins: string[];
  /** Whether X-Forwarded-For from a proxy in front of Kira is believed for client addresses. */
  trustProxy: boolean;
  rateLimits: RateLimitConfig;
  /** `cacheMs`: how long a verified session is trusted without asking the database again. */
  session: { idleSeconds: number; maxSeconds: number; cacheMs: number };
  /**
   * How long claims and list counts read from the database are kept while this process
   * answers no write; what bounds the staleness another process's writes can cause. 0: off.
   */
  readCacheMs: number;
  /** Free space on DATA_DIR's file system below which /api/health reports `degraded`. */
  minFreeDiskBytes: number;
  /** Whether the start seeds the demo company's year of documents (once per database). */
  demoDocuments: boolean;
  /** The PDF threads (docs/pdf.md): how many, how many renders may wait, each render's limit. */
  pdf: { threads: number; queueLimit: number; timeLimitMs: number };
}

/** Kira's rate limits (limits/), shared by every server process on the database. */
export interface RateLimitConfig {
  signInFailuresPerAccount: number;
  signInFailuresPerAddress: number;
  signUpsPerAddress: number;
  /** The window of the three limits above. */
  windowMs: number;
  sendsPerUserPerMinute: number;
  recipientsPerCompanyPerDay: number;
  invitesPerUserPerHour: number;
  /** CSV exports and imports together. */
  csvPerUserPerMinute: number;
  zipsAtOncePerUser: number;
  zipsPerUserPerMinute: number;
  /** Company archives exported and imported together (one at a time per user and company). */
  archivesPerUserPerHour: number;
  /** Verification, password reset and taken-address mails to one address. */
  accountMailsPerAddressPerHour: number;
}

const defaultWebDist = join(serverRoot, '../web/dist');

/** Reads the environment once, with safe defaults; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    platformTenant: e.PLATFORM_TENANT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: resolve(e.WEB_DIST ?? defaultWebDist),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutMs: Math.round(e.SMTP_TIMEOUT_SECONDS * 1000),
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimits: {
      signInFailuresPerAccount: e.SIGNIN_FAILURES_PER_ACCOUNT,
      signInFailuresPerAddress: e.SIGNIN_FAILURES_PER_ADDRESS,
      signUpsPerAddress: e.SIGNUPS_PER_ADDRESS,
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      sendsPerUserPerMinute: e.RATE_LIMIT_SENDS_PER_USER_PER_MINUTE,
      recipientsPerCompanyPerDay: e.RATE_LIMIT_RECIPIENTS_PER_COMPANY_PER_DAY,
      invitesPerUserPerHour: e.RATE_LIMIT_INVITES_PER_USER_PER_HOUR,
      csvPerUserPerMinute: e.RATE_LIMIT_CSV_PER_USER_PER_MINUTE,
      zipsAtOncePerUser: e.RATE_LIMIT_ZIPS_AT_ONCE_PER_USER,
      zipsPerUserPerMinute: e.RATE_LIMIT_ZIPS_PER_USER_PER_MINUTE,
      archivesPerUserPerHour: e.RATE_LIMIT_ARCHIVES_PER_USER_PER_HOUR,
      accountMailsPerAddressPerHour: e.RATE_LIMIT_ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
    },
    session: {
      idleSeconds: Math.round(e.SESSION_IDLE_DAYS * 86_400),
      maxSeconds: Math.round(e.SESSION_MAX_DAYS * 86_400),
      cacheMs: 5_000,
    },
    readCacheMs: e.READ_CACHE_MS,
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
    demoDocuments: e.DEMO_DOCUMENTS === 'true',
    pdf: {
      // One core is left to the event loop (and the database beside it).
      threads: e.PDF_THREADS ?? Math.max(1, availableParallelism() - 1),
      queueLimit: e.PDF_QUEUE_LIMIT,
      timeLimitMs: Math.round(e.PDF_TIME_LIMIT_SECONDS * 1000),
    },
  };
}

function emptyAsUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
