import { type DocumentLetterhead, letterheadAddressLines } from '@kira/core/document-letterhead';
import { decideLetterhead } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type LogoType, readCompanyLogo } from '../../settings/company-logo.ts';

export const LETTERHEAD_LOGO_PATH = '/api/documents/letterhead/logo';

/**
 * Who issues the company's documents, as the top of each prints it: its legal name, UEN,
 * address, GST number (null when not registered) and logo, for whoever may read documents of
 * any kind (the company settings need the company's right; a document's reader has not).
 */
export async function readLetterhead(access: RequestAccess): Promise<DocumentLetterhead> {
  enforce(decideLetterhead(access));
  const t = access.scope.statements;
  const [row] = await t.tx
    .select({
      name: companies.name,
      uen: companies.uen,
      addressLine1: companies.addressLine1,
      addressLine2: companies.addressLine2,
      postalCode: companies.postalCode,
      country: companies.country,
      gstRegistered: companies.gstRegistered,
      gstNumber: companies.gstNumber,
      gstRegisteredOn: companies.gstRegisteredOn,
      logoFile: companies.logoFile,
      logoUpdatedAt: companies.logoUpdatedAt,
    })
    .from(companies)
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return {
    legalName: row.name,
    uen: row.uen,
    addressLines: letterheadAddressLines(row),
    gstNumber: row.gstRegistered ? row.gstNumber : null,
    gstRegisteredOn: row.gstRegistered ? row.gstRegisteredOn : null,
    // The logo's time in its address: a new logo is a new address, so no cache shows the old.
    logoUrl: row.logoFile ? `${LETTERHEAD_LOGO_PATH}?v=${row.logoUpdatedAt?.getTime() ?? 0}` : null,
  };
}

/** The company's logo for its letterhead, read as the letterhead is; null without one. */
export async function readLetterheadLogo(
  access: RequestAccess,
  dataDir: string,
): Promise<{ bytes: Buffer; type: LogoType } | null> {
  enforce(decideLetterhead(access));
  return readCompanyLogo(access, dataDir);
}
