import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kira/core/passwords';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { ensureProfile } from '../accounts/ensure-profile.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { betterAuthLogger } from '../http/log-options.ts';
import { isAddressProvedByInvitation } from '../invites/invited-sign-up.ts';
import type { Mailer } from '../mail/mailer.ts';
import { noticingFaults } from './auth-faults.ts';
import { resetPasswordMail, takenAddressMail, verifyEmailMail } from './auth-mails.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { isCommonPassword } from './common-passwords.ts';
import { endResetLinks } from './reset-links.ts';
import { isNoticingTakenAddress, whileNoticingTakenAddress } from './taken-address-notice.ts';

interface CreateAuthOptions {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function createAuth({ db, config, secret, mailer, log }: CreateAuthOptions) {
  const appOrigin = new URL(config.appUrl).origin;
  const signInUrl = new URL('/login', config.appUrl).href;
  const auth = betterAuth({
    appName: 'Kira',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appOrigin, ...config.trustedOrigins],
    telemetry: { enabled: false },
    logger: noticingFaults(betterAuthLogger(log)),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    // Kira keeps its own per-account and per-address limits (auth/sign-in-limiter.ts). Said
    // explicitly: better-auth turns its own on under NODE_ENV=production (`npm start`).
    rateLimit: { enabled: false },
    // A failure that is not an answer (the database away, the disk full) reaches Kira's error
    // handler (503, 507 or a logged 500): better-auth's own would print it with the failed
    // query's parameters (e-mail addresses) and answer an empty 500.
    onAPIError: { throw: true },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: appOrigin.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    session: {
      expiresIn: config.session.idleSeconds,
      updateAge: Math.min(86_400, Math.floor(config.session.idleSeconds / 2)),
    },
    emailAndPassword: {
      enabled: true,
      // Unverified users may sign in: the app shows them the profile with the notice.
      requireEmailVerification: false,
      // A sign-up never signs in, so a new address and a taken one get the same answer: a
      // session cookie only for new accounts would tell who has one (docs/accounts.md).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await whileNoticingTakenAddress(() =>
          auth.api.requestPasswordReset({
            body: { email: user.email, redirectTo: '/reset-password' },
          }),
        );
      },
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 30 * 60,
      revokeSessionsOnPasswordReset: true,
      // Sending a mail only keeps it in the outbox (a worker delivers it, mail/mailer.ts). Not
      // awaited: an answer that waited for that write only when the address exists would tell
      // who has an account by its timing.
      // A new link ends the older ones (better-auth keeps them all valid): only the last mail
      // works. Ended before the mail is kept, so once it is there, the older links are gone.
      sendResetPassword: async ({ user, url, token }) => {
        const endOlderLinks = () => endResetLinks(db, user.id, { keepToken: token });
        // Awaited, as a new sign-up awaits its verification mail: both answers take as long.
        if (isNoticingTakenAddress()) {
          await endOlderLinks();
          return mailer.send(takenAddressMail(user, { signInUrl, resetUrl: url }));
        }
        endOlderLinks()
          .then(() => mailer.send(resetPasswordMail(user, url)))
          .catch((error: unknown) =>
            log.error({ err: error }, 'The reset mail could not be kept in the outbox'),
          );
      },
      // The link used is consumed by better-auth; any other still open ends with the reset.
      onPasswordReset: async ({ user }) => endResetLinks(db, user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // An invitee signing up from the link: the link proved the address (invited-sign-up.ts).
      sendVerificationEmail: async ({ user, url }) => {
        if (isAddressProvedByInvitation(user.email)) return;
        await mailer.send(verifyEmailMail(user, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, { id: user.id, name: user.name, email: user.email });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message:
              'This password is among the most common ones and easy to guess: choose another.',
          });
        }
      }),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
