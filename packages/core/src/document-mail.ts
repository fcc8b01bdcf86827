import { DOCUMENT_KIND_VALUES, type DocumentKind } from './document-lifecycle.ts';
import { emailSchema, optionalText, requiredText } from './form-fields.ts';
import { z } from './zod.ts';

/** What a mail that carries a document says, before its placeholders are filled. */
export const documentMailTemplateSchema = z.object({
  subject: requiredText('The subject', 200),
  message: optionalText('The message', 4000),
});
export type DocumentMailTemplate = z.infer<typeof documentMailTemplateSchema>;

/** A company's own templates by kind; a kind it has not written uses `DEFAULT_DOCUMENT_MAIL`. */
export const documentMailTemplatesSchema = z
  .object({
    quotation: documentMailTemplateSchema,
    service: documentMailTemplateSchema,
    invoice: documentMailTemplateSchema,
    delivery: documentMailTemplateSchema,
    receipt: documentMailTemplateSchema,
    purchase: documentMailTemplateSchema,
    expense: documentMailTemplateSchema,
    credit: documentMailTemplateSchema,
    refund: documentMailTemplateSchema,
  } satisfies Record<DocumentKind, typeof documentMailTemplateSchema>)
  .partial()
  .strict();
export type DocumentMailTemplates = z.infer<typeof documentMailTemplatesSchema>;

/** The words a template may use, each written `{name}`. */
export const MAIL_PLACEHOLDERS = [
  'title',
  'number',
  'company',
  'contact',
  'total',
  'balance',
  'dueDate',
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

const greeting = 'Dear {contact},';
const closing = 'Thank you.\n\n{company}';

export const DEFAULT_DOCUMENT_MAIL: Record<DocumentKind, DocumentMailTemplate> = {
  quotation: {
    subject: 'Quotation {number} from {company}',
    message: `${greeting}\n\nPlease find attached our quotation {number} for {total}.\n\n${closing}`,
  },
  service: {
    subject: 'Service order {number} from {company}',
    message: `${greeting}\n\nPlease find attached service order {number}.\n\n${closing}`,
  },
  invoice: {
    subject: '{title} {number} from {company}',
    message: `${greeting}\n\nPlease find attached {title} {number} for {total}, due on {dueDate}. The balance due is {balance}.\n\n${closing}`,
  },
  delivery: {
    subject: 'Delivery order {number} from {company}',
    message: `${greeting}\n\nPlease find attached delivery order {number}.\n\n${closing}`,
  },
  receipt: {
    subject: 'Receipt {number} from {company}',
    message: `${greeting}\n\nThank you for your payment of {total}. Our receipt {number} is attached.\n\n{company}`,
  },
  purchase: {
    subject: 'Purchase order {number} from {company}',
    message: `${greeting}\n\nPlease find attached our purchase order {number}.\n\n${closing}`,
  },
  expense: {
    subject: 'Payment voucher {number} from {company}',
    message: `${greeting}\n\nPlease find attached payment voucher {number} for {total}.\n\n${closing}`,
  },
  credit: {
    subject: 'Credit note {number} from {company}',
    message: `${greeting}\n\nPlease find attached credit note {number} for {total}.\n\n${closing}`,
  },
  refund: {
    subject: 'Refund {number} from {company}',
    message: `${greeting}\n\nWe have refunded {total} to you. Our refund voucher {number} is attached.\n\n{company}`,
  },
};

/** The template a company sends a kind with: its own, else the default. */
export function documentMailTemplate(
  kind: DocumentKind,
  own: DocumentMailTemplates,
): DocumentMailTemplate {
  return own[kind] ?? DEFAULT_DOCUMENT_MAIL[kind];
}

/** A template's text with its placeholders filled; an unknown `{word}` is left as written. */
export function fillMailTemplate(text: string, values: Record<MailPlaceholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (MAIL_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as MailPlaceholder]
      : whole,
  );
}

const MAX_RECIPIENTS = 10;
// Plain arrays (no transform), so the OpenAPI document describes them as arrays of addresses;
// the use case sends to each address once.
const addresses = (what: string) =>
  z.array(emailSchema).max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} ${what}`);

/** `POST /api/documents/{id}/send`. */
export const sendDocumentSchema = z
  .object({
    to: addresses('addresses').min(1, 'Give at least one address'),
    cc: addresses('copies').default([]),
    /**
     * "Send me a copy": the sending member gets the mail as a hidden copy (Bcc), so the
     * customer's mail never shows their address as a copy.
     */
    copyMe: z.boolean().default(false),
    /** Left out: the company's template for the kind. */
    subject: requiredText('The subject', 200).optional(),
    message: optionalText('The message', 4000).optional(),
    /** A draft is issued first, and only when the request says so. */
    issue: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'SendDocument' });
export type SendDocument = z.infer<typeof sendDocumentSchema>;

/**
 * Where a sent mail is: `stored` (no SMTP: kept in the outbox), `queued` (waiting for an
 * attempt, a retry included), `sending`, `sent`, or `failed` (given up; it can be retried).
 */
export const MAIL_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;

export const documentSendSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    to: z.array(z.string()),
    cc: z.array(z.string()),
    subject: z.string(),
    /** Who sent it, by name. */
    by: z.string(),
    status: z.enum(MAIL_STATUSES),
    /** The last attempt's error, while it is not delivered. */
    error: z.string().nullable(),
    attempts: z.number().int(),
  })
  .meta({ id: 'DocumentSend' });
export type DocumentSend = z.infer<typeof documentSendSchema>;

/** `GET /api/documents/{id}/send`: what sending it now would send, for the screen to edit. */
export const proposedMailSchema = z
  .object({
    /** The contact's e-mail addresses. */
    to: z.array(z.string()),
    subject: z.string(),
    message: z.string(),
    /** A draft is issued when it is sent: its number is not known yet. */
    issuesFirst: z.boolean(),
    /** The name the mail comes from: "{company} via Kira". */
    fromName: z.string(),
    /** Where the customer's replies go: the company's address, else the sending member's. */
    replyTo: z.string(),
  })
  .meta({ id: 'ProposedMail' });
export type ProposedMail = z.infer<typeof proposedMailSchema>;

/** `GET /api/settings/document-mail`: the words each kind is sent with, the company's or ours. */
export const documentMailSettingsSchema = z
  .object({
    items: z.array(
      z.object({
        kind: z.enum(DOCUMENT_KIND_VALUES),
        subject: z.string(),
        message: z.string(),
        /** Whether the company wrote them (false: the default). */
        custom: z.boolean(),
      }),
    ),
    placeholders: z.array(z.enum(MAIL_PLACEHOLDERS)),
  })
  .meta({ id: 'DocumentMailSettings' });
export type DocumentMailSettings = z.infer<typeof documentMailSettingsSchema>;

/** `PUT /api/settings/document-mail/{kind}`: the company's words for a kind. */
export const documentMailTemplatePutSchema = documentMailTemplateSchema
  .strict()
  .meta({ id: 'DocumentMailTemplate' });

/** Every kind's words as the company sends them, in the kinds' order. */
export function documentMailSettings(own: DocumentMailTemplates): DocumentMailSettings {
  return {
    items: DOCUMENT_KIND_VALUES.map((kind) => ({
      kind,
      ...documentMailTemplate(kind, own),
      custom: own[kind] !== undefined,
    })),
    placeholders: [...MAIL_PLACEHOLDERS],
  };
}
