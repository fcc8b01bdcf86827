import { gstRoundingSchema } from './company-settings.ts';
import { documentKindSchema } from './document-kind-schema.ts';
import type { DocumentKind } from './document-lifecycle.ts';
import { z } from './zod.ts';

/** `GET /api/documents/defaults`: for which kind of new document. */
export const documentDefaultsQuerySchema = z.object({ kind: documentKindSchema });

/**
 * What the editor needs before a new document's first save: the company's settings its totals
 * are computed with (`documentTotals` applies each to the kind as the server does), the texts
 * a new document starts with, and the number its kind's next issue would take.
 */
export const documentDefaultsSchema = z
  .object({
    kind: documentKindSchema,
    gstRegistered: z.boolean(),
    /** The day the registration took effect; null when not given (registered on every date). */
    gstRegisteredOn: z.string().nullable(),
    gstRounding: gstRoundingSchema,
    /** The company's setting: `documentTotals` leaves it off for credit notes and receipts. */
    cashRounding: z.boolean(),
    /** The company's payment terms; a contact's own terms come with the contact. */
    paymentTermsDays: z.number().int(),
    currency: z.literal('SGD'),
    notes: z.string(),
    terms: z.string(),
    /**
     * A preview: the number the kind's next issue would take now. Nothing is reserved; an issue
     * of the same kind by anyone takes it first.
     */
    nextNumber: z.string(),
  })
  .meta({ id: 'DocumentDefaults' });
export type DocumentDefaults = z.infer<typeof documentDefaultsSchema>;

/**
 * The kinds that start with the company's invoice terms: the invoice, and the sales documents
 * that become invoices (a conversion copies the terms, so the customer reads the same terms
 * from quotation to invoice). The other kinds have no setting of their own and start empty.
 */
const KINDS_WITH_INVOICE_TERMS: readonly DocumentKind[] = ['invoice', 'quotation', 'service'];

export function defaultTermsOf(kind: DocumentKind, invoiceTerms: string): string {
  return KINDS_WITH_INVOICE_TERMS.includes(kind) ? invoiceTerms : '';
}
