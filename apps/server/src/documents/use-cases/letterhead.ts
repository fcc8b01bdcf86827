import { type DocumentLetterhead, letterheadAddressLines } from '@kira/core/document-letterhead';
import { decideDocument, decideLetterhead } from '@kira/core/policies/document-policy';
import { sql } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { jsonValue } from '../../db/json-column.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type LogoType, readCompanyLogo, readLogoFile } from '../../settings/company-logo.ts';
import { type CompanySnapshot, companyNow, companySnapshotSql } from '../store/company-snapshot.ts';
import { readDocument } from '../store/read-document.ts';

export const LETTERHEAD_LOGO_PATH = '/api/documents/letterhead/logo';

/**
 * Who issues the company's documents, as the top of each prints it: its legal name, UEN,
 * address, GST number (null when not registered) and logo, for whoever may read documents of
 * any kind (the company settings need the company's right; a document's reader has not).
 * With `documentId`, that document's: an issued one's as the company stood at issue (its
 * company snapshot), for whoever may read it.
 */
export async function readLetterhead(
  access: RequestAccess,
  documentId?: string,
): Promise<DocumentLetterhead> {
  enforce(decideLetterhead(access));
  if (documentId) {
    const company = await issuerOf(access, documentId);
    // The logo's file in its address: a new logo is a new file, so no cache shows the old.
    const version = company.logoFile?.split('/').pop()?.split('.')[0] ?? '';
    const query = `document=${encodeURIComponent(documentId)}&v=${encodeURIComponent(version)}`;
    return letterheadOf(company, `${LETTERHEAD_LOGO_PATH}?${query}`);
  }
  const t = access.scope.statements;
  const [row] = await t.tx
    .select({
      logoUpdatedAt: companies.logoUpdatedAt,
      company: sql<CompanySnapshot | string>`${companySnapshotSql(t)}`,
    })
    .from(companies)
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  // The logo's time in its address: a new logo is a new address, so no cache shows the old.
  const logoUrl = `${LETTERHEAD_LOGO_PATH}?v=${row.logoUpdatedAt?.getTime() ?? 0}`;
  return letterheadOf(jsonValue(row.company), logoUrl);
}

function letterheadOf(company: CompanySnapshot, logoUrl: string): DocumentLetterhead {
  return {
    legalName: company.legalName,
    uen: company.uen,
    addressLines: letterheadAddressLines(company),
    gstNumber: company.gstRegistered ? company.gstNumber : null,
    gstRegisteredOn: company.gstRegistered ? company.gstRegisteredOn : null,
    logoUrl: company.logoFile ? logoUrl : null,
  };
}

/** A document's issuer: its company snapshot, or a draft's company now (404, 403 as it is read). */
async function issuerOf(access: RequestAccess, documentId: string): Promise<CompanySnapshot> {
  const t = access.scope.statements;
  const found = await readDocument(t, documentId);
  if (!found) throw new AppError('NOT_FOUND', `No document ${documentId}`);
  enforce(decideDocument(access, found.row, 'read'));
  const company = found.row.companySnapshot ?? (await companyNow(t));
  if (!company) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return company;
}

/** The logo of the letterhead, read as the letterhead is; null without one. */
export async function readLetterheadLogo(
  access: RequestAccess,
  dataDir: string,
  documentId?: string,
): Promise<{ bytes: Buffer; type: LogoType } | null> {
  enforce(decideLetterhead(access));
  if (!documentId) return readCompanyLogo(access, dataDir);
  const { logoFile } = await issuerOf(access, documentId);
  return logoFile ? readLogoFile(dataDir, logoFile) : null;
}
