import { mailDelayed } from '@kira/core/mail-notice';
import type { Mailer } from '../mail/mailer.ts';

/** The better-auth endpoints that queue a mail (or, for an address they must not reveal, none). */
const MAILING_PATHS = new Set([
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
]);

export interface AuthAnswer {
  status: number;
  body: string;
  /** Set when the body is no longer better-auth's own. */
  contentType?: string;
}

/**
 * What the client gets for better-auth's answer. An endpoint that mails, answered while
 * delivery is failing, says so: 202 and `mail: { delayed, message }` beside its usual fields
 * (docs/mail.md). That depends on the mailer only, never on the address, so it tells nobody
 * whether an account exists.
 */
export async function presentAuthAnswer(
  path: string,
  response: Response,
  mailer: Mailer,
): Promise<AuthAnswer> {
  const body = await response.text();
  if (!response.ok || !MAILING_PATHS.has(path) || !(await mailer.isDelayed())) {
    return { status: response.status, body };
  }
  return {
    status: 202,
    body: JSON.stringify({ ...parsedObject(body), ...mailDelayed() }),
    contentType: 'application/json; charset=utf-8',
  };
}

function parsedObject(body: string): Record<string, unknown> {
  try {
    const answer: unknown = JSON.parse(body);
    return typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? (answer as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
