import { mkdtempSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG_MAIL_DELAYED } from '@kira/core/mail-notice';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ensureBaseCompanies } from '../src/companies/ensure-base-companies.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { OpenDatabase } from '../src/db/database.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { inviteMail } from '../src/invites/invite-mail.ts';
import type { DeliveryPolicy } from '../src/mail/delivery-policy.ts';
import { createMailer, type OutboxMailer } from '../src/mail/mailer.ts';
import { PASSWORD } from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { type Inbox, startInbox } from './helpers/smtp-inbox.ts';
import { RAISED_LIMITS } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// Retries within milliseconds, so the tests wait for outcomes, never for a schedule.
const QUICK_RETRIES: Partial<DeliveryPolicy> = {
  firstRetryMs: 20,
  maxRetryMs: 200,
  idlePollMs: 500,
};
const HOUR = 3_600_000;

let database: OpenDatabase;
/** What every mailer here logged, to check no address or mail text is in it. */
const logged: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface MailApp {
  app: FastifyInstance;
  config: Config;
  mailer: OutboxMailer;
  close(): Promise<void>;
}

/** The real app with its outbox mailer in hand, on `db` (another pool is another process). */
async function buildMailApp(
  on: OpenDatabase,
  { smtpUrl, timeoutMs = 5_000 }: { smtpUrl: string | undefined; timeoutMs?: number },
): Promise<MailApp> {
  const config: Config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kira-data-')) }),
    ...RAISED_LIMITS,
    smtpUrl,
    smtpTimeoutMs: timeoutMs,
  };
  await ensureBaseCompanies(on.db, config.platformTenant);
  const record = (level: string) => (fields: unknown, message?: unknown) => {
    logged.push(JSON.stringify({ level, fields, message }));
  };
  const mailer = createMailer({
    db: on.db,
    smtp: { url: smtpUrl, timeoutMs },
    from: config.mailFrom,
    log: { info: record('info'), warn: record('warn'), error: record('error') },
    policy: QUICK_RETRIES,
  });
  const app = await buildApp({
    config,
    database: on,
    version: 'test',
    logger: process.env.KIRA_TEST_LOG ? { level: 'error' } : false,
    mailer,
    checkAnswers: true,
  });
  await app.ready();
  return { app, config, mailer, close: () => app.close() };
}

function signUp({ app, config }: MailApp, email: string) {
  return httpClient(app, config.appUrl).post('/api/auth/sign-up/email', {
    name: 'Tan Ah Kow',
    email,
    password: PASSWORD,
    callbackURL: '/loggingin',
  });
}

function rowsTo(emails: string[]) {
  return database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
}

async function rowTo(email: string) {
  const [row] = await rowsTo([email]);
  if (!row) throw new Error(`No mail to ${email} in the outbox`);
  return row;
}

/** Polls until `condition` holds; a generous deadline, only reached when something is wrong. */
async function waitFor(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Still waiting for ${what}`);
}

function received(inbox: Inbox, email: string) {
  return inbox.messages.filter((message) => message.to.includes(email.toLowerCase()));
}

/** A local port nothing listens on (until a test starts its SMTP server there). */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts TCP connections and never says a word: an SMTP server that hangs. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('mail goes out from the outbox in the background', () => {
  it('keeps sign-ups during an SMTP outage and delivers each mail once when it is back', async () => {
    const port = await unusedPort();
    const m = await buildMailApp(database, { smtpUrl: `smtp://127.0.0.1:${port}` });
    let inbox: Inbox | undefined;
    try {
      const emails = Array.from({ length: 8 }, () => uniqueEmail('outage'));
      const answers = await Promise.all(emails.map((email) => signUp(m, email)));
      for (const answer of answers) {
        // 202 once the worker has seen the outage (the next test); the account exists either way.
        expect([200, 202], answer.body).toContain(answer.statusCode);
        expect(answer.json().user.email).toBeTruthy();
      }
      const kept = await rowsTo(emails);
      expect(kept).toHaveLength(emails.length);
      for (const row of kept) {
        expect(['queued', 'sending']).toContain(row.status);
        expect(row.sentAt).toBeNull();
      }
      await waitFor('a failed attempt', async () =>
        (await rowsTo(emails)).some((row) => row.error !== null && row.status === 'queued'),
      );
      expect(await m.mailer.isDelayed()).toBe(true);

      inbox = await startInbox(port);
      await waitFor('every mail delivered', async () =>
        (await rowsTo(emails)).every((row) => row.status === 'sent'),
      );
      await m.mailer.runOnce(); // nothing of these is due any more: no second copy
      for (const email of emails) {
        const mails = received(inbox, email);
        expect(mails.map((mail) => mail.subject)).toEqual(['Verify your e-mail for Kira']);
      }
      for (const row of await rowsTo(emails)) {
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.nextAttemptAt).toBeNull();
        expect(row.sentAt).not.toBeNull();
      }
      expect(await m.mailer.isDelayed()).toBe(false);
      // The log names mails by id: no address, no name, no text.
      const log = logged.join('\n');
      expect(log).toContain('Mail not delivered yet');
      for (const email of emails) expect(log).not.toContain(email);
      expect(log).not.toContain('Tan Ah Kow');
    } finally {
      await m.close();
      await inbox?.close();
    }
  });

  it('sends the mails waiting for a later retry at once when delivery works again', async () => {
    const port = await unusedPort();
    const m = await buildMailApp(database, { smtpUrl: `smtp://127.0.0.1:${port}` });
    let inbox: Inbox | undefined;
    try {
      // A mail that failed often: its next attempt is an hour away.
      const patient = uniqueEmail('patient');
      await database.db.insert(mailOutbox).values({
        to: patient,
        subject: 'Waiting an hour',
        text: 'Hello',
        status: 'queued',
        attempts: 9,
        nextAttemptAt: new Date(Date.now() + HOUR),
      });
      const first = uniqueEmail('recovery');
      await signUp(m, first);
      await waitFor('a failed attempt', async () => (await rowTo(first)).error !== null);

      inbox = await startInbox(port);
      const arrived = inbox;
      await signUp(m, uniqueEmail('recovery'));
      // The peer has the mail before the worker has written down that it was sent.
      await waitFor(
        'the waiting mail delivered and marked sent',
        async () =>
          received(arrived, patient).length > 0 && (await rowTo(patient)).status === 'sent',
      );
      expect(await rowTo(patient)).toMatchObject({ status: 'sent', attempts: 10 });
    } finally {
      await m.close();
      await inbox?.close();
    }
  });

  it('answers at once when the SMTP server never greets, and the worker times out and retries', async () => {
    const silent = await startSilentServer();
    const email = uniqueEmail('silent');
    try {
      // The file's older mails still waiting go to tomorrow: with this timeout, a worker that
      // took one of them first would wait on the silent server longer than the test lasts.
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + 86_400_000) })
        .where(inArray(mailOutbox.status, ['queued', 'sending']));
      // An SMTP timeout longer than the test may last: a request that waited for it would fail.
      const patient = await buildMailApp(database, { smtpUrl: silent.url, timeoutMs: 120_000 });
      try {
        const answer = await signUp(patient, email);
        expect(answer.statusCode, answer.body).toBe(200);
        await waitFor(
          'the worker to connect for this mail',
          async () => silent.connections() > 0 && (await rowTo(email)).status === 'sending',
        );
        const waiting = await rowTo(email);
        expect(waiting.status).toBe('sending');
        expect(waiting.error).toBeNull();
      } finally {
        // Stopped first, so the worker does not connect again; dropping ends its attempt.
        const stopping = patient.mailer.stop();
        silent.dropConnections();
        await stopping;
        await patient.close();
      }

      const quick = await buildMailApp(database, { smtpUrl: silent.url, timeoutMs: 300 });
      try {
        await waitFor('timed-out attempts', async () => {
          const row = await rowTo(email);
          return row.attempts >= 3 && /greeting never received/i.test(row.error ?? '');
        });
        expect(['queued', 'sending']).toContain((await rowTo(email)).status);
        expect(await quick.mailer.isDelayed()).toBe(true);
      } finally {
        await quick.close();
      }
    } finally {
      await silent.close();
    }
  });

  it('delivers a mail whose worker stopped mid-attempt once its lease ran out, not before', async () => {
    const inbox = await startInbox();
    const m = await buildMailApp(database, { smtpUrl: inbox.url });
    try {
      const [expired, held] = [uniqueEmail('lease'), uniqueEmail('lease')];
      const now = Date.now();
      await database.db.insert(mailOutbox).values([
        {
          to: expired,
          subject: 'Left sending by a crash',
          text: 'Hello',
          status: 'sending',
          attempts: 1,
          nextAttemptAt: new Date(now - 1_000),
        },
        {
          to: held,
          subject: 'Still leased',
          text: 'Hello',
          status: 'sending',
          attempts: 1,
          nextAttemptAt: new Date(now + 10 * 60_000),
        },
      ]);
      await m.mailer.runOnce();
      await waitFor('the expired lease delivered', async () => {
        return (await rowTo(expired)).status === 'sent';
      });
      expect(received(inbox, expired).map((mail) => mail.subject)).toEqual([
        'Left sending by a crash',
      ]);
      expect((await rowTo(expired)).attempts).toBe(2);
      expect(await rowTo(held)).toMatchObject({ status: 'sending', attempts: 1 });
      expect(received(inbox, held)).toEqual([]);
    } finally {
      await m.close();
      await inbox.close();
    }
  });

  it('tells whoever asks for a mail while delivery fails that it is late, then not', async () => {
    const port = await unusedPort();
    const m = await buildMailApp(database, { smtpUrl: `smtp://127.0.0.1:${port}` });
    let inbox: Inbox | undefined;
    try {
      const email = uniqueEmail('resend');
      const c = httpClient(m.app, m.config.appUrl);
      expect([200, 202]).toContain((await signUp(m, email)).statusCode);
      const signedIn = await c.post('/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      await waitFor('a failed attempt', async () => (await rowTo(email)).error !== null);

      const resend = () =>
        c.post('/api/auth/send-verification-email', { email, callbackURL: '/dashboard' });
      const late = await resend();
      expect(late.statusCode, late.body).toBe(202);
      expect(late.headers['content-type']).toContain('application/json');
      expect(late.json()).toEqual({
        status: true,
        mail: { delayed: true, message: MSG_MAIL_DELAYED },
      });
      // Whether the address has an account, the reset answer is the same.
      const reset = (address: string) =>
        c.post('/api/auth/request-password-reset', {
          email: address,
          redirectTo: '/reset-password',
        });
      const known = await reset(email);
      const unknown = await reset(uniqueEmail('nobody'));
      expect(known.statusCode, known.body).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(known.json().mail).toEqual({ delayed: true, message: MSG_MAIL_DELAYED });
      const lateSignUp = await signUp(m, uniqueEmail('resend'));
      expect(lateSignUp.statusCode).toBe(202);
      expect(lateSignUp.json()).toMatchObject({ token: null, mail: { delayed: true } });

      inbox = await startInbox(port);
      const arrived = inbox;
      await waitFor('the mails delivered', async () => received(arrived, email).length >= 3);
      const onTime = await resend();
      expect(onTime.statusCode, onTime.body).toBe(200);
      expect(onTime.json()).toEqual({ status: true });
    } finally {
      await m.close();
      await inbox?.close();
    }
  });

  it('sends each mail once with two servers on one database', async () => {
    const inbox = await startInbox();
    // On PostgreSQL the second app has its own pool, as a second server process would.
    const second = testDatabaseMode() === 'postgres' ? await openTestDatabase() : database;
    const a = await buildMailApp(database, { smtpUrl: inbox.url });
    const b = await buildMailApp(second, { smtpUrl: inbox.url });
    try {
      const emails = Array.from({ length: 30 }, () => uniqueEmail('pair'));
      await database.db.insert(mailOutbox).values(
        emails.map((to, index) => ({
          to,
          subject: `Mail ${index}`,
          text: 'Hello',
          status: 'queued',
          nextAttemptAt: new Date(),
        })),
      );
      const tried = await Promise.all([
        a.mailer.runOnce(),
        b.mailer.runOnce(),
        a.mailer.runOnce(),
        b.mailer.runOnce(),
      ]);
      await waitFor('every mail delivered', async () =>
        (await rowsTo(emails)).every((row) => row.status === 'sent'),
      );
      expect(tried.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(emails.length);
      for (const [index, email] of emails.entries()) {
        expect(received(inbox, email).map((mail) => mail.subject)).toEqual([`Mail ${index}`]);
      }
      for (const row of await rowsTo(emails)) expect(row.attempts).toBe(1);
    } finally {
      await a.close();
      await b.close();
      if (second !== database) await second.close();
      await inbox.close();
    }
  });

  it('gives up a day after queueing, and at once on a recipient refused for good', async () => {
    const refused = uniqueEmail('refused');
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(rcpt, _session, callback) {
        if (rcpt.address === refused) {
          const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const m = await buildMailApp(database, { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const [lateFirst, lateRetry] = [uniqueEmail('late'), uniqueEmail('late')];
      const dayAgo = new Date(Date.now() - 25 * HOUR);
      await database.db.insert(mailOutbox).values([
        { to: refused, subject: 'Refused', text: 'Hello', status: 'queued', nextAttemptAt: dayAgo },
        // Never tried (the server was down for a day): it gets its one attempt.
        {
          to: lateFirst,
          subject: 'Late',
          text: 'Hi',
          status: 'queued',
          nextAttemptAt: dayAgo,
          createdAt: dayAgo,
        },
        // Tried before, and a day has passed: not again.
        {
          to: lateRetry,
          subject: 'Late',
          text: 'Hi',
          status: 'queued',
          attempts: 4,
          nextAttemptAt: dayAgo,
          createdAt: dayAgo,
        },
      ]);
      await m.mailer.runOnce();
      await waitFor('all three settled', async () =>
        (await rowsTo([refused, lateFirst, lateRetry])).every(
          (row) => row.status !== 'queued' && row.status !== 'sending',
        ),
      );
      expect(await rowTo(refused)).toMatchObject({
        status: 'failed',
        attempts: 1,
        nextAttemptAt: null,
      });
      expect((await rowTo(refused)).error).toContain('550');
      expect(await rowTo(lateFirst)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await rowTo(lateRetry)).toMatchObject({ status: 'failed', attempts: 5 });
      expect((await rowTo(lateRetry)).error).toMatch(/given up/i);
      // A refused recipient is that mail's problem, not a delivery outage.
      expect(await m.mailer.isDelayed()).toBe(false);
    } finally {
      await m.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers a resend the outbox cannot keep with an error body, never an empty 500', async () => {
    const m = await buildMailApp(database, { smtpUrl: undefined });
    const email = uniqueEmail('broken');
    const c = httpClient(m.app, m.config.appUrl);
    expect((await signUp(m, email)).statusCode).toBe(200);
    expect(
      (await c.post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
    // The outbox refuses every new mail: sending the verification mail throws inside better-auth.
    await database.db.execute(
      sql`alter table mail_outbox add constraint refuse_mail_in_test check (false) not valid`,
    );
    try {
      const res = await c.post('/api/auth/send-verification-email', { email });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
    } finally {
      await database.db.execute(sql`alter table mail_outbox drop constraint refuse_mail_in_test`);
      await m.close();
    }
  });

  it('without SMTP_URL keeps each mail stored, and nothing is ever late', async () => {
    const m = await buildMailApp(database, { smtpUrl: undefined });
    try {
      const email = uniqueEmail('stored');
      expect((await signUp(m, email)).statusCode).toBe(200);
      expect(await rowTo(email)).toMatchObject({
        status: 'stored',
        attempts: 0,
        nextAttemptAt: null,
      });
      expect(await m.mailer.runOnce()).toBe(0);
      expect(await m.mailer.isDelayed()).toBe(false);
    } finally {
      await m.close();
    }
  });

  it('without SMTP_URL logs an invitation by its kind and link, not by its inviter', async () => {
    const m = await buildMailApp(database, { smtpUrl: undefined });
    try {
      logged.length = 0;
      const to = uniqueEmail('invited');
      await m.mailer.send(
        inviteMail({
          to,
          companyName: 'Kopi Kakis Pte Ltd',
          inviterName: 'Mdm Ong Bee Leng',
          title: 'Cashier',
          url: 'http://127.0.0.1:3000/invites/abc',
          validDays: 7,
        }),
      );
      const log = logged.join('\n');
      expect(log).toContain('An invitation to join a company on Kira');
      expect(log).toContain('http://127.0.0.1:3000/invites/abc');
      for (const personal of ['Ong Bee Leng', 'Kopi Kakis', to])
        expect(log).not.toContain(personal);
      expect(await rowTo(to)).toMatchObject({
        status: 'stored',
        subject: 'Mdm Ong Bee Leng invites you to Kopi Kakis Pte Ltd on Kira',
      });
    } finally {
      await m.close();
    }
  });
});
