import { type DocumentKind, kindLabel } from './document-lifecycle.ts';
import { z } from './zod.ts';

/**
 * `GET /api/documents/letterhead`: who issues the company's documents, as the top of each one
 * prints it (the read view now, the PDFs later). Readable by whoever may read documents of any
 * kind, without the right to the company settings.
 */
export const documentLetterheadSchema = z
  .object({
    /** The company's legal name. */
    legalName: z.string(),
    /** Empty when the company has not given it. */
    uen: z.string(),
    /** The address as printed, one line each, empty ones left out (`Singapore 048616` last). */
    addressLines: z.array(z.string()),
    /** The GST registration number; null when the company is not GST-registered. */
    gstNumber: z.string().nullable(),
    /**
     * The day the registration took effect; null when the company is not registered or has
     * not said (then it counts as registered on every date). A document dated before it is no
     * tax invoice.
     */
    gstRegisteredOn: z.string().nullable(),
    /** Where the logo image is read (changes with the logo); null without one. */
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'DocumentLetterhead' });
export type DocumentLetterhead = z.infer<typeof documentLetterheadSchema>;

/**
 * The company's address as a letterhead prints it: the two lines, then the country and postal
 * code (`Singapore 048616`); nothing when it has none (the country alone says nothing).
 */
export function letterheadAddressLines(address: {
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  country: string;
}): string[] {
  const lines = [address.addressLine1, address.addressLine2].map((l) => l.trim()).filter(Boolean);
  const postalCode = address.postalCode.trim();
  if (lines.length === 0 && postalCode === '') return [];
  const last = [address.country.trim(), postalCode].filter(Boolean).join(' ');
  return last === '' ? lines : [...lines, last];
}

/**
 * The title a document prints under: a GST-registered company's invoice is a "Tax Invoice"
 * (IRAS: only a GST-registered business issues tax invoices, and it says so); every other
 * document, and any invoice of a company that is not registered on its date (`chargesGst`
 * in document-amounts.ts decides, from the registration date), its kind's name ("Invoice",
 * "Quotation", "Credit Note"...).
 */
export function documentTitle({
  kind,
  gstRegistered,
}: {
  kind: DocumentKind;
  gstRegistered: boolean;
}): string {
  if (kind === 'invoice' && gstRegistered) return 'Tax Invoice';
  return kindLabel(kind);
}
