import type { DocumentMailTemplates } from '@kira/core/document-mail';
import { and, eq } from 'drizzle-orm';
import { companies, contacts, documentSends, documents, profiles } from '../../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../../db/tenant-scope.ts';

/**
 * What a mail that carries a document needs of its company and of the person sending it: an
 * issued document's name and GST registration as it stood at issue (its company snapshot), a
 * draft's as they are now.
 */
export interface SendContext {
  companyName: string;
  /** The company's own address from its settings; '' when it has none. */
  companyEmail: string;
  gstRegistered: boolean;
  /** The day the registration took effect; null when not given. */
  gstRegisteredOn: string | null;
  templates: DocumentMailTemplates;
  senderName: string;
  /** The sending member's address; '' for no signed-in sender. */
  senderEmail: string;
}

export async function readSendContext(t: TenantSession, documentId: string): Promise<SendContext> {
  const [company] = await t.tx
    .select({
      legalName: companies.name,
      companyEmail: companies.email,
      gstRegistered: companies.gstRegistered,
      gstRegisteredOn: companies.gstRegisteredOn,
      templates: companies.documentMail,
      snapshot: documents.companySnapshot,
    })
    .from(companies)
    .leftJoin(
      documents,
      and(eq(documents.tenantId, companies.tenantId), eq(documents.id, documentId)),
    )
    .where(t.owns(companies.tenantId));
  const issuer = company?.snapshot ?? company;
  const [sender] = t.ctx.userId
    ? await t.tx
        .select({ name: profiles.displayName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.userId, t.ctx.userId))
    : [];
  return {
    companyName: issuer?.legalName ?? '',
    companyEmail: company?.companyEmail ?? '',
    gstRegistered: issuer?.gstRegistered ?? false,
    gstRegisteredOn: issuer?.gstRegisteredOn ?? null,
    templates: company?.templates ?? {},
    senderName: sender?.name ?? 'Kira',
    senderEmail: sender?.email ?? '',
  };
}

export interface NewSend {
  id: string;
  documentId: string;
  mailId: number;
  to: string[];
  cc: string[];
  subject: string;
  sentByName: string;
}

export async function writeSend(t: TenantTransaction, send: NewSend): Promise<void> {
  await t.tx
    .insert(documentSends)
    .values({ ...send, tenantId: t.ctx.tenantId, sentBy: t.ctx.userId });
}

/** The mail of one send of a document; undefined when the document has no such send. */
export async function mailOfSend(
  t: TenantSession,
  documentId: string,
  sendId: string,
): Promise<number | undefined> {
  const [send] = await t.tx
    .select({ mailId: documentSends.mailId })
    .from(documentSends)
    .where(
      and(
        t.owns(documentSends.tenantId),
        eq(documentSends.documentId, documentId),
        eq(documentSends.id, sendId),
      ),
    );
  return send?.mailId;
}

/** A contact's e-mail addresses as the contact book has them now; none without a contact. */
export async function contactOfDocument(
  t: TenantSession,
  contactId: string | null,
): Promise<{ name: string; emails: string[] }> {
  if (!contactId) return { name: '', emails: [] };
  const [contact] = await t.tx
    .select({ name: contacts.name, emails: contacts.emails })
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, contactId)));
  return { name: contact?.name ?? '', emails: contact?.emails ?? [] };
}
