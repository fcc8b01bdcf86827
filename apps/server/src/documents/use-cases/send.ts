import { randomUUID } from 'node:crypto';
import { chargesGst, gstDateOf } from '@kira/core/document-amounts';
import { documentTitle } from '@kira/core/document-letterhead';
import {
  type DocumentSend,
  documentMailTemplate,
  fillMailTemplate,
  type ProposedMail,
  type SendDocument,
} from '@kira/core/document-mail';
import type { DocumentRecord } from '@kira/core/documents';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { withRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import type { MailAttachment, Mailer } from '../../mail/mailer.ts';
import { lockDocument } from '../store/read-document.ts';
import {
  contactOfDocument,
  readSendContext,
  type SendContext,
  writeSend,
} from '../store/send-rows.ts';
import { getDocument } from './get.ts';
import { issueDocument } from './issue.ts';
import { loadFresh } from './load-document.ts';

/** A document's PDF as the customer receives it. */
export type DocumentPdfRenderer = (
  access: RequestAccess,
  document: DocumentRecord,
) => Promise<MailAttachment>;

export interface SendDependencies {
  mailer: Mailer;
  renderPdf: DocumentPdfRenderer;
  limits: RateLimits;
}

export interface SentDocument {
  document: DocumentRecord;
  send: DocumentSend;
}

/**
 * E-mails a document to its contact with its PDF attached. A draft is issued first, and only
 * when the request says so (`issue: true`: the screen asks before). The issue commits on its
 * own; then the PDF is made (outside any transaction: it takes tens of milliseconds), and the
 * mail, the send's record and its audit entry are written in one transaction, through `writer`
 * (under an Idempotency-Key, the access whose transaction claims the key and keeps the answer:
 * the issue is outside it, and a request repeated after an issue alone finds the document
 * issued and sends it). The mail waits in the outbox and is retried there; the send shows where
 * it is (`sends` on the document).
 */
export async function sendDocument(
  access: RequestAccess,
  id: string,
  request: SendDocument,
  { mailer, renderPdf, limits }: SendDependencies,
  writer: RequestAccess = access,
): Promise<SentDocument> {
  let document = await getDocument(access, id);
  enforce(decideDocument(access, document, 'send'));
  if (document.status === 'draft') {
    if (!request.issue)
      throw new AppError(
        'CONFLICT',
        `This ${document.kind} is a draft: it is issued when it is sent. Send it with "issue": true to issue it first.`,
      );
  }
  // Counted once who may send what is decided, before anything is issued or written.
  const recipients = new Set([...request.to, ...request.cc]).size;
  await limits.documentSend(access.userId, access.tenantId, recipients);
  if (document.status === 'draft') document = await issueDocument(access, id);
  const context = await readSendContext(access.scope.statements, id);
  const mail = mailOf(document, request, context);
  const pdf = await renderPdf(access, document);
  const sendId = randomUUID();
  // Two sends of one document at once (two server processes): each takes the document's row
  // first, so neither holds the key share its send's row takes while waiting for the other's
  // (a deadlock, seen as 500s); a deadlock of another kind rolls back whole and runs again.
  const sent = await withRetry(() =>
    writer.scope.transaction(async (t) => {
      await lockDocument(t, id);
      const mailId = await mailer.keepIn(t.tx, { ...mail, attachments: [pdf] });
      await writeSend(t, { id: sendId, documentId: id, mailId, ...mail.send });
      await recordAudit(t, {
        entity: 'document',
        entityId: id,
        action: 'send',
        after: {
          to: mail.send.to.join(', '),
          cc: mail.send.cc.join(', '),
          ...(mail.bcc ? { bcc: mail.bcc } : {}),
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
        },
      });
      const fresh = await loadFresh(t, id);
      const send = fresh.sends.find((s) => s.id === sendId);
      if (!send) throw new Error('The send was not kept');
      return { document: fresh, send };
    }),
  );
  mailer.queued();
  return sent;
}

/**
 * What sending a document now would send: to its contact's addresses, the company's words for
 * its kind. A draft's number is given at issue, so its words say "(number at issue)" for now.
 */
export async function proposeMail(access: RequestAccess, id: string): Promise<ProposedMail> {
  const document = await getDocument(access, id);
  enforce(decideDocument(access, document, 'send'));
  const t = access.scope.statements;
  const context = await readSendContext(t, id);
  const contact = await contactOfDocument(t, document.contactId);
  const emails = contact.emails;
  const snapshot = document.contactSnapshot?.email;
  // A draft has no snapshot of its contact yet (taken at issue): its words name the contact now.
  const numbered = {
    ...document,
    number: document.number ?? '(number at issue)',
    contactName: document.contactName || contact.name,
  };
  const { subject, text, fromName, replyTo } = mailOf(
    numbered,
    { to: [], cc: [], copyMe: false, issue: false },
    context,
  );
  return {
    to: emails.length > 0 ? emails : snapshot ? [snapshot] : [],
    subject,
    message: text,
    issuesFirst: document.status === 'draft',
    fromName,
    replyTo: replyTo ?? '',
  };
}

/** The mail's words: the request's own, else the company's template for the kind, filled in. */
function mailOf(document: DocumentRecord, request: SendDocument, context: SendContext) {
  const gstRegistered = chargesGst(context, gstDateOf(document));
  const title = documentTitle({ kind: document.kind, gstRegistered });
  const money = (amount: string) => formatAmount(amount, { currency: document.currency });
  const values = {
    title,
    number: document.number ?? '',
    company: context.companyName,
    contact: document.contactName,
    total: money(document.payable),
    balance: money(document.balance),
    // A draft's due date, like its number, may be given at issue (from its payment terms).
    dueDate: document.dueDate
      ? formatDisplayDate(document.dueDate)
      : document.status === 'draft'
        ? '(date at issue)'
        : '',
  };
  const template = documentMailTemplate(document.kind, context.templates);
  // Each address once, however often it was given.
  const to = [...new Set(request.to)];
  const cc = [...new Set(request.cc)].filter((address) => !to.includes(address));
  const subject = request.subject ?? fillMailTemplate(template.subject, values);
  const text = request.message ?? fillMailTemplate(template.message, values);
  // The member's own copy is hidden: the customer's mail never names them as a copy.
  const bcc = request.copyMe && context.senderEmail ? context.senderEmail : undefined;
  const replyTo = context.companyEmail || context.senderEmail || undefined;
  return {
    to: to.join(', '),
    ...(cc.length > 0 ? { cc: cc.join(', ') } : {}),
    ...(bcc ? { bcc } : {}),
    fromName: `${oneLine(context.companyName)} via Kira`,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    // The subject names the company and may name the contact: the log says only what it is.
    logAs: `${title} ${document.number ?? ''}`,
    send: { to, cc, subject, sentByName: context.senderName },
  };
}

/** A name for a header: no line breaks or control characters, whatever a company once saved. */
function oneLine(name: string): string {
  return name.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}
