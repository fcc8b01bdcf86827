import type { ContactSnapshot, DocumentRecord } from '@kira/core/documents';

/** Who issues the document, as its PDF prints them. */
export interface PdfCompany {
  legalName: string;
  uen: string;
  /** The address as printed, one line each (`Singapore 079903` last). */
  addressLines: string[];
  phone: string;
  email: string;
  /**
   * Whether the company was GST-registered on the document's GST date (its date, a credit
   * note's invoice's: core's `chargesGst` and `gstDateOf`); `companyOnDate` sets it per document.
   */
  gstRegistered: boolean;
  /** The day the registration took effect ('' when not given). */
  gstRegisteredOn: string;
  gstNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankSwift: string;
  invoiceFooter: string;
  /** Whether a delivery order shows its prices and amounts. */
  deliveryOrderPrices: boolean;
}

/**
 * Whether the PDF prints GST (rates on the lines, supplies by type, GST per rate): a document
 * of a company registered on its date, but never a receipt nor a refund, which record money
 * received or paid back and are no supply.
 */
export function printsGst({ company, document }: Pick<DocumentPdfInput, 'company' | 'document'>) {
  return company.gstRegistered && document.kind !== 'receipt' && document.kind !== 'refund';
}

/** An image react-pdf can embed: PNG or JPEG (it reads no WebP). */
export interface PdfImage {
  data: Buffer;
  format: 'png' | 'jpg';
}

/** Everything a document's PDF shows; rendering reads nothing else. */
export interface DocumentPdfInput {
  document: DocumentRecord;
  company: PdfCompany;
  logo: PdfImage | null;
  /** The contact as printed: the snapshot taken at issue, or a draft's contact as it is now. */
  contact: ContactSnapshot | null;
  /** A credit note's invoice: the one it adjusts. */
  creditedInvoice: { number: string | null; issueDate: string } | null;
  /** An open invoice's PayNow code: the EMVCo payload, drawn as a QR code. */
  payNow: { payload: string; amount: string; reference: string } | null;
}
