import { z } from './zod.ts';

/** What a person is told when the mail they asked for could not be sent yet (docs/mail.md). */
export const MSG_MAIL_DELAYED =
  'We could not send the e-mail yet; we keep trying, and it should arrive within minutes.';

/**
 * Added to the answer of sign-up, password reset and resend verification (status 202 then)
 * while mail delivery is failing: the mail is kept and retried, the request itself succeeded.
 */
export const mailDelayedSchema = z.object({
  mail: z.object({ delayed: z.literal(true), message: z.string() }),
});
export type MailDelayed = z.infer<typeof mailDelayedSchema>;

export function mailDelayed(): MailDelayed {
  return { mail: { delayed: true, message: MSG_MAIL_DELAYED } };
}

/** The notice's message when an answer carries one. */
export function mailDelayedMessage(answer: unknown): string | undefined {
  const parsed = mailDelayedSchema.safeParse(answer);
  return parsed.success ? parsed.data.mail.message : undefined;
}
