import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Every mail is kept in the outbox. With SMTP_URL it is also delivered (nodemailer) and marked
 * sent or failed; without it, it stays `stored` and is logged with its subject and links (not its text, which names the person),
 * so a new user on a fresh machine can still verify an address.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;
  const getTransport = () => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(smtpUrl),
    );
    return transport;
  };
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: smtpUrl ? 'sending' : 'stored' })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The outbox did not keep the mail');
      if (!smtpUrl) {
        // Its links only: the text greets a person by name and quotes their address.
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        log.info(
          { mail: row.id, subject: message.subject },
          `Mail kept in the outbox (no SMTP_URL): ${message.subject}\n${links.join('\n')}`,
        );
        return;
      }
      try {
        await (await getTransport()).sendMail({ from, ...message });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason })
          .where(eq(mailOutbox.id, row.id));
        log.error({ mail: row.id, err: error }, 'Mail could not be delivered');
        throw error;
      }
    },
  };
}
