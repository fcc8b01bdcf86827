import { randomUUID } from 'node:crypto';
import { type SendStatement, statementMail } from '@kira/core/statement-mail';
import type { StatementContent } from '@kira/core/statements';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { statementSends } from '../db/schema/index.ts';
import { readSendContext } from '../documents/company-reads.ts';
import type { PdfMaking } from '../documents/pdf-parts.ts';
import { AppError } from '../http/app-error.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { keepStatement } from './keep-statement.ts';
import { statementPartyOf } from './statement-contact.ts';
import { statementPdf } from './statement-pdf.ts';

export interface StatementSending {
  mailer: Mailer;
  limits: RateLimits;
  making: PdfMaking;
}

export interface SentStatement {
  statement: StatementContent;
  send: { id: string; to: string[]; cc: string[]; subject: string };
}

/**
 * E-mails a contact's statement for a period with its PDF, as documents are sent (the same
 * outbox, rate limits and Reply-To: the company's address, else the sender's): to the addresses
 * given, else the contact's own. The statement is kept first (`keepStatement`, its own
 * transaction: a kept statement stays kept even when the mail cannot be written), its PDF made
 * outside any transaction, then the mail, the send's record and its audit entry are written in
 * one transaction. The log names the mail by its number only.
 */
export async function sendStatement(
  access: RequestAccess,
  period: { contactId: string; from: string; to: string },
  request: SendStatement,
  { mailer, limits, making }: StatementSending,
  /** Whose transaction writes the send: an Idempotency-Key's, which keeps its answer in it. */
  sendAccess: RequestAccess = access,
): Promise<SentStatement> {
  const party = await statementPartyOf(access.scope.statements, period.contactId);
  const to = [...new Set(request.to ?? party.emails)];
  if (to.length === 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'This contact has no e-mail address: give one to send the statement to.',
      [{ field: 'to', message: 'Give at least one address' }],
    );
  const cc = [...new Set(request.cc)].filter((address) => !to.includes(address));
  await limits.documentSend(access.userId, access.tenantId, new Set([...to, ...cc]).size);
  const statement = await keepStatement(access, period);
  const pdf = await statementPdf(making, statement);
  // No document of this id: the company as it is now, and the member sending.
  const context = await readSendContext(access.scope.statements, statement.id ?? '');
  const words = statementMail(statement, {
    company: context.companyName,
    contact: party.contact.name,
  });
  const subject = request.subject ?? words.subject;
  const bcc = request.copyMe && context.senderEmail ? context.senderEmail : undefined;
  const replyTo = context.companyEmail || context.senderEmail || undefined;
  const sendId = randomUUID();
  const statementId = statement.id ?? '';
  const sent = await sendAccess.scope.transaction(async (t) => {
    const mailId = await mailer.keepIn(t.tx, {
      to: to.join(', '),
      ...(cc.length > 0 ? { cc: cc.join(', ') } : {}),
      ...(bcc ? { bcc } : {}),
      fromName: `${context.companyName.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()} via Kira`,
      ...(replyTo ? { replyTo } : {}),
      subject,
      text: request.message ?? words.message,
      attachments: [{ fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }],
      logAs: `Statement of account ${statement.number ?? ''}`,
    });
    await t.tx.insert(statementSends).values({
      tenantId: t.ctx.tenantId,
      id: sendId,
      statementId,
      mailId,
      to,
      cc,
      subject,
      sentBy: t.ctx.userId,
      sentByName: context.senderName,
    });
    await recordAudit(t, {
      entity: 'statement',
      entityId: statementId,
      action: 'send',
      after: { to: to.join(', '), cc: cc.join(', '), replyTo: replyTo ?? null, subject },
    });
    return { statement, send: { id: sendId, to, cc, subject } };
  });
  mailer.queued();
  return sent;
}
