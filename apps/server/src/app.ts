import fastifyHelmet from '@fastify/helmet';
import { todayInSingapore } from '@kira/core/dates';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGuards } from './access/guards.ts';
import { accountsRoutes } from './accounts/accounts-routes.ts';
import { auditRoutes } from './audit/audit-routes.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { SessionCache } from './auth/session-cache.ts';
import { WriteClock } from './cache/write-clock.ts';
import { companiesRoutes } from './companies/companies-routes.ts';
import { CompanyImportJobs } from './company-transfer/company-import-jobs.ts';
import { companyTransferRoutes } from './company-transfer/company-transfer-routes.ts';
import type { Config } from './config.ts';
import { contactsRoutes } from './contacts/contacts-routes.ts';
import { creditRoutes } from './credit/credit-routes.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import type { OpenDatabase } from './db/database.ts';
import { developerRoutes } from './developer/developer-routes.ts';
import { documentsRoutes } from './documents/documents-routes.ts';
import { watchFaults } from './faults/watch-faults.ts';
import { healthRoutes } from './health/health-routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { logOptions } from './http/log-options.ts';
import { redirectLoopbackAliases } from './http/loopback-aliases.ts';
import { isReadOnlyMethod } from './http/methods.ts';
import { keepApiAnswersPrivate } from './http/private-answers.ts';
import { refuseUnsafeText } from './http/refuse-unsafe-text.ts';
import { RequestLog } from './http/request-log.ts';
import { requestLogger } from './http/request-logger.ts';
import { refuseForeignOrigins } from './http/same-origin.ts';
import { answerSerializer } from './http/serializer.ts';
import { chooseLogFormat } from './http/terminal-log.ts';
import { idempotency } from './idempotency/idempotency.ts';
import { ImportJobs, type ImportPauseHook } from './imports/import-jobs.ts';
import { importsRoutes } from './imports/imports-routes.ts';
import { invitesRoutes } from './invites/invites-routes.ts';
import { registerLegalRoutes } from './legal/legal-routes.ts';
import { createRateLimits } from './limits/rate-limits.ts';
import { createMailer, type OutboxMailer } from './mail/mailer.ts';
import { membersRoutes } from './members/members-routes.ts';
import { moneyAccountsRoutes } from './money-accounts/money-accounts-routes.ts';
import { registerOpenApi } from './openapi/register-openapi.ts';
import { PdfPool } from './pdf-pool/pdf-pool.ts';
import { recordOnlyProvider } from './plans/payment-provider.ts';
import { plansRoutes } from './plans/plans-routes.ts';
import { productsRoutes } from './products/products-routes.ts';
import { progressRoutes } from './progress/progress-routes.ts';
import { reportsRoutes } from './reports/reports-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { statementRoutes } from './statements/statement-routes.ts';
import { serveWebApp } from './web/serve-web-app.ts';

const REFUSED_BEFORE_WORK = new Set([401, 403, 404, 429]);

export interface BuildAppOptions {
  config: Config;
  database: OpenDatabase;
  version: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Where e-mail goes; by default the outbox, delivered in the background through SMTP_URL when
   * it is set. Its delivery starts when the app is ready and stops when it closes.
   */
  mailer?: OutboxMailer;
  /** Tests: every answer also written by zod, and refused when the two differ (serializer.ts). */
  checkAnswers?: boolean;
  /** Tests: awaited whenever an import pauses between batches, to see its progress. */
  onImportPause?: ImportPauseHook;
  /** Tests: told of every route as it is registered (to check its answer schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: the clock of the rate limits' windows (milliseconds since 1970). */
  now?: () => number;
  /** Tests: the day the dashboard reports for, `YYYY-MM-DD` (today in Singapore by default). */
  today?: () => string;
}

export async function buildApp({
  config,
  database,
  version,
  logger,
  mailer,
  checkAnswers = false,
  onImportPause,
  onRoute,
  now = Date.now,
  today = todayInSingapore,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? serverLogOptions(config),
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ checkAgainstZod: checkAnswers }));
  if (onRoute) app.addHook('onRoute', onRoute);
  const faults = watchFaults(app, {
    database,
    dataDir: config.dataDir,
    minimumFreeBytes: config.minFreeDiskBytes,
  });
  registerErrorHandler(app, faults);
  refuseUnsafeText(app);

  // Helmet's security headers on every answer (a route may set its own CSP, as attachments do).
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.appUrl.startsWith('https://'),
  });

  keepApiAnswersPrivate(app);
  redirectLoopbackAliases(app, config.appUrl);
  refuseForeignOrigins(app, config.appUrl, config.trustedOrigins);
  await registerOpenApi(app, version);
  await app.register(healthRoutes, {
    db: database.db,
    mode: database.mode,
    version,
    disk: { dataDir: config.dataDir, minimumFreeBytes: config.minFreeDiskBytes, faults },
  });

  // better-auth takes half a second to load: it loads while the server already answers, and
  // the first auth request waits for it.
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const appMailer =
    mailer ??
    createMailer({
      db: database.db,
      smtp: { url: config.smtpUrl, timeoutMs: config.smtpTimeoutMs },
      from: config.mailFrom,
      log: app.log,
    });
  app.addHook('onReady', async () => appMailer.start());
  app.addHook('onClose', () => appMailer.stop());
  const loading = import('./auth/create-auth.ts').then(({ createAuth }) =>
    createAuth({ db: database.db, config, secret, mailer: appMailer, log: app.log }),
  );
  loading.catch((error: unknown) => app.log.error({ err: error }, 'better-auth failed to load'));
  const auth = () => loading;
  const db = database.db;
  const sessions = new SessionCache(config.session.cacheMs);
  const limits = createRateLimits(db, config.rateLimits, now);
  const purgeLimits = setInterval(() => {
    limits.purge().catch((error: unknown) => app.log.error({ err: error }, 'purging rate limits'));
  }, 60 * 60_000);
  purgeLimits.unref();
  app.addHook('onClose', async () => clearInterval(purgeLimits));
  registerAuthRoutes(app, { auth, config, db, sessions, mailer: appMailer, limits });
  const clock = new WriteClock();
  const guards = createGuards({
    db,
    auth,
    sessionMaxSeconds: config.session.maxSeconds,
    sessions,
    clock,
    cacheMs: config.readCacheMs,
  });
  // Once a write has been handled (its transaction committed), what was read before it is
  // stale: the read caches see the clock move. Ticked before the answer leaves, so the
  // writer's next read already sees its change.
  // Answers refused before any work (no session, no level, no such thing, too many) wrote nothing.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (!isReadOnlyMethod(request.method) && !REFUSED_BEFORE_WORK.has(reply.statusCode)) {
      const { keepsClaims, keepsCounts } = request.routeOptions.config;
      clock.tick(guards.tenantOf(request), { keepsClaims, keepsCounts });
    }
    done();
  });
  await app.register(accountsRoutes, { db, guards });
  await app.register(companiesRoutes, { db, guards });
  await app.register(membersRoutes, { guards });
  const keys = idempotency(app, db);
  await app.register(invitesRoutes, {
    db,
    guards,
    mailer: appMailer,
    appUrl: config.appUrl,
    idempotency: keys,
    limits,
  });
  await app.register(settingsRoutes, { guards, dataDir: config.dataDir });
  await app.register(plansRoutes, { db, guards, provider: recordOnlyProvider });
  await app.register(moneyAccountsRoutes, { guards, idempotency: keys });
  await app.register(auditRoutes, { guards });
  await app.register(dashboardRoutes, { guards, today });
  const jobs = new ImportJobs(
    app.log,
    (tenantId) => clock.tick(tenantId, { keepsClaims: true }),
    onImportPause,
  );
  app.addHook('onClose', () => jobs.idle());
  await app.register(contactsRoutes, { guards, jobs, idempotency: keys, limits });
  await app.register(productsRoutes, { guards, jobs, idempotency: keys, limits });
  await app.register(importsRoutes, { guards, jobs });
  // PDFs render on worker threads, started with the first PDF; the pool closes with the app.
  const pdfs = new PdfPool({ ...config.pdf, log: app.log });
  app.addHook('onClose', () => pdfs.close());
  await app.register(documentsRoutes, {
    pdfs,
    guards,
    dataDir: config.dataDir,
    idempotency: keys,
    mailer: appMailer,
    limits,
  });
  await app.register(statementRoutes, {
    guards,
    today,
    idempotency: keys,
    sending: { mailer: appMailer, limits, making: { dataDir: config.dataDir, pdfs } },
  });
  await app.register(reportsRoutes, { guards, limits, today });
  await app.register(creditRoutes, { guards, idempotency: keys });
  await app.register(searchRoutes, { guards });
  await app.register(developerRoutes, {
    guards,
    db,
    mailer: appMailer,
    system: { db, mode: database.mode, version, dataDir: config.dataDir },
  });
  await app.register(progressRoutes, { guards, db, platformTenant: config.platformTenant });
  const companyImports = new CompanyImportJobs(app.log);
  app.addHook('onClose', () => companyImports.idle());
  await app.register(companyTransferRoutes, {
    db,
    guards,
    limits,
    jobs: companyImports,
    dataDir: config.dataDir,
    version,
    mailer: appMailer,
    appUrl: config.appUrl,
  });
  registerLegalRoutes(app, pdfs);
  await serveWebApp(app, config.webDist);
  return app;
}

function serverLogOptions(config: Config) {
  const terminal = Boolean(process.stdout.isTTY);
  const format = chooseLogFormat(config.logFormat, terminal);
  return logOptions(config.logLevel, format, terminal && !process.env.NO_COLOR);
}
