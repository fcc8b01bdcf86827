import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The message as it arrived, for a test that parses it whole (attachments, headers). */
  raw: string;
}

export interface Inbox {
  url: string;
  messages: ReceivedMail[];
  /** The next unread mail to `to` (waiting for it), and the first link in its text. */
  next(to: string): Promise<{ mail: ReceivedMail; link: string }>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a local port (a free one by default) that keeps what it receives.
 * `refuses` names recipients it answers `550 No such mailbox` (a refusal for good).
 */
export async function startInbox(
  port = 0,
  { refuses = () => false }: { refuses?: (address: string) => boolean } = {},
): Promise<Inbox> {
  const messages: ReceivedMail[] = [];
  const read = new Set<ReceivedMail>();
  /** Those waiting in `next`, woken when a mail arrives. */
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuses(address.address.toLowerCase())) return callback();
      const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to, raw, ...parseMessage(raw) });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async next(to) {
      // Mail leaves after its transaction commits: wait for it (woken by each arrival), long
      // enough for a loaded machine; a mail that never comes fails here, before the test's own
      // timeout, with a message that says which.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const mail = messages.find((m) => !read.has(m) && m.to.includes(to.toLowerCase()));
        if (mail) {
          read.add(mail);
          const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
          if (!link) throw new Error(`No link in the mail "${mail.subject}"`);
          return { mail, link };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiting.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough of RFC 5322 for the single-part text mails Kira sends. */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}
