import { and, eq, type SQL, sql } from 'drizzle-orm';
import { jsonValue } from '../../db/json-column.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { type CompanySnapshot, companies, documents } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';

/** Who issued a document, as its company stood at issue (declared with its column). */
export type { CompanySnapshot };

/**
 * The snapshot of the session's company as one SQL value (jsonb), read in the statement that
 * writes it: the issuing statement (`takeNumberAndWriteIssued`) takes it with the number, so
 * issuing costs no statement more. Migration 0016 wrote the documents issued before it with
 * this same object.
 */
export function companySnapshotSql(t: Pick<TenantSession, 'owns'>): SQL {
  return sql`(select jsonb_build_object(
      'legalName', ${companies.name},
      'uen', ${companies.uen},
      'addressLine1', ${companies.addressLine1},
      'addressLine2', ${companies.addressLine2},
      'postalCode', ${companies.postalCode},
      'country', ${companies.country},
      'phone', ${companies.phone},
      'email', ${companies.email},
      'gstRegistered', ${companies.gstRegistered},
      'gstRegisteredOn', ${companies.gstRegisteredOn},
      'gstNumber', ${companies.gstNumber},
      'bankName', ${companies.bankName},
      'bankAccountName', ${companies.bankAccountName},
      'bankAccountNumber', ${companies.bankAccountNumber},
      'bankSwift', ${companies.bankSwift},
      'paynowProxyType', ${companies.paynowProxyType},
      'paynowProxy', ${companies.paynowProxy},
      'invoiceFooter', ${companies.invoiceFooter},
      'deliveryOrderPrices', ${companies.deliveryOrderPrices},
      'logoFile', ${companies.logoFile})
    from ${companies} where ${t.owns(companies.tenantId)})`;
}

/** The company as a document issued now would keep it: what a draft prints. */
export async function companyNow(t: TenantSession): Promise<CompanySnapshot | null> {
  const [row] = rawRows<{ snapshot: CompanySnapshot | string | null }>(
    await t.tx.execute(sql`select ${companySnapshotSql(t)} as snapshot`),
  );
  return row?.snapshot ? jsonValue<CompanySnapshot>(row.snapshot) : null;
}

/** A document's company as it stood at issue; null for a draft (or no such document). */
export async function companySnapshotOf(
  t: TenantSession,
  id: string,
): Promise<CompanySnapshot | null> {
  const [row] = await t.tx
    .select({ snapshot: documents.companySnapshot })
    .from(documents)
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
  return row?.snapshot ?? null;
}
