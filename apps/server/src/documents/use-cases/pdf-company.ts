import { letterheadAddressLines } from '@kira/core/document-letterhead';
import type { RequestAccess } from '../../access/load-access.ts';
import { AppError } from '../../http/app-error.ts';
import { readLogoFile } from '../../settings/company-logo.ts';
import type { PdfCompany, PdfImage } from '../pdf/pdf-input.ts';
import { logoForPdf } from '../pdf-logo.ts';
import { type CompanySnapshot, companyNow } from '../store/company-snapshot.ts';

/** Who issues a document as its PDF prints them, with the logo (PNG or JPEG) and PayNow. */
export interface PdfCompanyParts {
  company: PdfCompany;
  logo: PdfImage | null;
  payNow: Pick<CompanySnapshot, 'paynowProxyType' | 'paynowProxy'>;
}

/** Gives a document's company parts: its snapshot's, or a draft's, from the settings now. */
export type PdfCompanies = (snapshot: CompanySnapshot | null) => Promise<PdfCompanyParts>;

/**
 * The company parts of a company's documents' PDFs: an issued document prints its company as
 * it stood at issue (its snapshot), a draft the settings as they are now, read once however
 * many drafts ask (a ZIP of many); each logo file is read once too.
 */
export function pdfCompanies(access: RequestAccess, dataDir: string): PdfCompanies {
  const logos = new Map<string, Promise<PdfImage | null>>();
  const logoOf = (file: string | null) => {
    if (!file) return Promise.resolve(null);
    let logo = logos.get(file);
    if (!logo) {
      logo = readLogoFile(dataDir, file).then((stored) => stored && logoForPdf(stored));
      logos.set(file, logo);
    }
    return logo;
  };
  const partsOf = async (snapshot: CompanySnapshot): Promise<PdfCompanyParts> => ({
    company: pdfCompanyOf(snapshot),
    logo: await logoOf(snapshot.logoFile),
    payNow: { paynowProxyType: snapshot.paynowProxyType, paynowProxy: snapshot.paynowProxy },
  });
  let now: Promise<PdfCompanyParts> | null = null;
  return (snapshot) => {
    if (snapshot) return partsOf(snapshot);
    now ??= companyNow(access.scope.statements).then((company) => {
      if (!company) throw new AppError('NOT_FOUND', 'This company no longer exists');
      return partsOf(company);
    });
    return now;
  };
}

function pdfCompanyOf(snapshot: CompanySnapshot): PdfCompany {
  return {
    legalName: snapshot.legalName,
    uen: snapshot.uen,
    addressLines: letterheadAddressLines(snapshot),
    phone: snapshot.phone,
    email: snapshot.email,
    gstRegistered: snapshot.gstRegistered,
    gstRegisteredOn: snapshot.gstRegisteredOn ?? '',
    gstNumber: snapshot.gstNumber,
    bankName: snapshot.bankName,
    bankAccountName: snapshot.bankAccountName,
    bankAccountNumber: snapshot.bankAccountNumber,
    bankSwift: snapshot.bankSwift,
    invoiceFooter: snapshot.invoiceFooter,
    deliveryOrderPrices: snapshot.deliveryOrderPrices,
  };
}
