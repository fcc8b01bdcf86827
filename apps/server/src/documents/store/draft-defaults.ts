import type { NumberedKind } from '@kira/core/numbering';
import { and, eq, sql } from 'drizzle-orm';
import { companies, documentNumbering, documentSeries } from '../../db/schema/index.ts';
import type { TenantSession } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { type Numbering, numberingFrom } from '../numbering.ts';
import { contextColumns, type TaxSettings } from './company-context.ts';

/** What a new draft of a kind starts from: the company's settings and where its numbers stand. */
export interface DraftDefaultsRow {
  settings: TaxSettings;
  invoiceTerms: string;
  numbering: Numbering;
  /** The value the kind's series gives its next issue (1 for a series never used). */
  nextValue: number;
}

/**
 * The company's settings for a kind's new draft, its numbering and its series' next value, in
 * one query. The series is the one of the prefix the kind is numbered with now, as issuing
 * takes it (`takeNumberAndWriteIssued`).
 */
export async function readDraftDefaults(
  t: TenantSession,
  kind: NumberedKind,
): Promise<DraftDefaultsRow> {
  const kindsOwnPrefix = numberingFrom(kind, null).prefix;
  const [row] = await t.tx
    .select({
      settings: contextColumns.settings,
      invoiceTerms: companies.invoiceTerms,
      numbering: contextColumns.numbering,
      nextValue: documentSeries.nextNumber,
    })
    .from(companies)
    .leftJoin(
      documentNumbering,
      and(eq(documentNumbering.tenantId, companies.tenantId), eq(documentNumbering.kind, kind)),
    )
    .leftJoin(
      documentSeries,
      and(
        eq(documentSeries.tenantId, companies.tenantId),
        eq(documentSeries.kind, kind),
        eq(documentSeries.prefix, sql`coalesce(${documentNumbering.prefix}, ${kindsOwnPrefix})`),
      ),
    )
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return {
    settings: {
      ...row.settings,
      gstRounding: row.settings.gstRounding as TaxSettings['gstRounding'],
    },
    invoiceTerms: row.invoiceTerms,
    numbering: numberingFrom(kind, row.numbering),
    nextValue: row.nextValue ?? 1,
  };
}
