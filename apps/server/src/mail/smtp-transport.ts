import type { MailMessage } from './mailer.ts';

/**
 * An address with its display name, as nodemailer takes it: nodemailer quotes and encodes the
 * name itself, so a comma, a quote or `<` in a company's name cannot make another address.
 */
export interface NamedAddress {
  name: string;
  address: string;
}

/** A mail as it goes out: the sender and where replies go already settled. */
export interface OutgoingMail extends Omit<MailMessage, 'fromName' | 'replyTo' | 'logAs'> {
  from: string | NamedAddress;
  replyTo?: NamedAddress;
}

export interface SmtpTransport {
  /** Resolves once the SMTP server accepted the mail; rejects with nodemailer's error. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Nodemailer over SMTP_URL, a new connection per mail. Every step is bounded by `timeoutMs`
 * (nodemailer's own defaults wait 30 s for a greeting and 10 minutes on a silent socket).
 */
export function createSmtpTransport(url: string, timeoutMs: number): SmtpTransport {
  let transport: Promise<{ sendMail(mail: object): Promise<unknown> }> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((nodemailer) =>
        nodemailer.default.createTransport({
          url,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
          dnsTimeout: timeoutMs,
        }),
      );
      const { attachments, ...rest } = mail;
      await (await transport).sendMail({
        ...rest,
        ...(attachments
          ? {
              attachments: attachments.map((file) => ({
                filename: file.fileName,
                contentType: file.contentType,
                content: Buffer.from(file.content),
              })),
            }
          : {}),
      });
    },
  };
}

export interface DeliveryFailure {
  /**
   * Retrying cannot help: the server refused this recipient or this message for good (a 5xx
   * reply to RCPT TO or to the message). Anything else, a refused sender or login included, is
   * the connection's or the configuration's, and is retried.
   */
  permanent: boolean;
  /** For the log: nodemailer's code (ECONNECTION, ETIMEDOUT, EENVELOPE...). */
  code: string | undefined;
  /** For the log: the SMTP reply code, when the server answered. */
  responseCode: number | undefined;
  /** For the outbox row only: it may quote the recipient's address, so it is never logged. */
  message: string;
}

export function describeFailure(error: unknown): DeliveryFailure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
  const refusedForGood =
    fields.permanent === true && (fields.command === 'RCPT TO' || code === 'EMESSAGE');
  // Refused before a word was sent: an address nodemailer cannot use.
  const unusable = code === 'EENVELOPE' && fields.command === 'API';
  return {
    permanent: refusedForGood || unusable,
    code,
    responseCode,
    message: error instanceof Error ? error.message : String(error),
  };
}
