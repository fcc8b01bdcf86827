import { desc } from 'drizzle-orm';
import { makeDeveloper } from '../accounts/make-developer.ts';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

export const adminUsage = `Usage: npm run admin -- <command>
  developer add <email>   make a signed-up user a developer and a member of the platform company
  outbox [count]          show the latest e-mails Kira sent or kept (default 10)`;

export interface AdminContext {
  db: Database;
  platformTenant: string;
}

/** What a command printed, and the exit code the CLI ends with: 0 done, 1 refused, 2 usage. */
export interface AdminResult {
  output: string;
  exitCode: number;
}

/**
 * The operator's commands, run by whichever process holds the database: the CLI itself, or
 * the running server when the CLI reaches it through its admin socket (admin-socket.ts).
 */
export async function runAdminCommand(args: string[], context: AdminContext): Promise<AdminResult> {
  const [command, sub, value] = args;
  try {
    if (command === 'developer' && sub === 'add' && value)
      return await addDeveloper(value, context);
    if (command === 'outbox') return await listOutbox(sub, context);
  } catch (error) {
    if (error instanceof AppError) return { output: error.message, exitCode: 1 };
    throw error;
  }
  return { output: adminUsage, exitCode: 2 };
}

async function addDeveloper(email: string, { db, platformTenant }: AdminContext) {
  await makeDeveloper(db, email, platformTenant);
  return {
    output: `${email} is now a developer and an administrator of the platform company "${platformTenant}".`,
    exitCode: 0,
  };
}

async function listOutbox(countArgument: string | undefined, { db }: AdminContext) {
  const count = Number(countArgument ?? 10);
  const mails = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(Number.isInteger(count) && count > 0 && count <= 1000 ? count : 10);
  if (mails.length === 0) return { output: 'The outbox is empty.', exitCode: 0 };
  const output = mails
    .reverse()
    .map((mail) => describeMail(mail))
    .join('\n');
  return { output, exitCode: 0 };
}

/** `[queued, 3 attempts, next 2026-...]`: a `sending` mail's next is when its lease ends. */
function describeMail(mail: typeof mailOutbox.$inferSelect): string {
  const delivery = [mail.status];
  if (mail.attempts > 0) delivery.push(`${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`);
  if (mail.nextAttemptAt) delivery.push(`next ${mail.nextAttemptAt.toISOString()}`);
  const error = mail.error ? `last error: ${visible(mail.error)}\n` : '';
  const heading = `#${mail.id} ${mail.createdAt.toISOString()} [${delivery.join(', ')}] to ${visible(mail.to)}: ${visible(mail.subject)}`;
  const sender = [
    mail.fromName ? `from: ${visible(mail.fromName)}` : '',
    mail.replyTo ? `reply to: ${visible(mail.replyTo)}` : '',
    mail.bcc ? `bcc: ${visible(mail.bcc)}` : '',
  ].filter(Boolean);
  const senderLine = sender.length > 0 ? `${sender.join(', ')}\n` : '';
  return `${heading}\n${senderLine}${error}${visible(mail.text, { lineBreaks: true })}\n`;
}

// Control characters (C0, DEL, C1), the Unicode line separators and the bidirectional controls.
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text as the terminal should show it: a mail's words came from people (a name, a subject), and
 * a control character printed raw could retitle the window, clear the screen or hide what follows
 * (`\x1b]0;...`). Each is shown as its escape instead (`\x1b`, `\u202e`); a mail's own line
 * breaks are kept when asked.
 */
export function visible(text: string, { lineBreaks = false } = {}): string {
  return text.replace(UNPRINTABLE, (character) => {
    if (lineBreaks && character === '\n') return character;
    const code = character.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
