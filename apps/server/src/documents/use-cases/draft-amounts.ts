import { type AdjustedInvoice, documentTotals } from '@kira/core/document-amounts';
import type { TaxSummary } from '@kira/core/document-totals';
import type { DocumentLineInput, DocumentRecord } from '@kira/core/documents';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import {
  amountColumns,
  amountsAtIssue,
  type DocumentAmounts,
} from '../compose/document-amounts.ts';
import { type TaxSettings, taxSettingsOf } from '../store/company-context.ts';
import type { DocumentRow, LineRow } from '../store/document-rows.ts';
import {
  type DraftShape,
  draftSearchText,
  lineRowsOf,
  replaceLines,
  writeAmounts,
} from '../store/draft-rows.ts';

/**
 * Writes a draft's lines, amounts and search text, computed again by the shared function; a
 * credit note's with the invoice it adjusts (`adjusts`, as its record carries it).
 */
export async function writeLinesAndTotals(
  t: TenantTransaction,
  row: DraftShape,
  lines: readonly DocumentLineInput[],
  settings?: TaxSettings,
  adjusts: AdjustedInvoice | null = null,
): Promise<{ lines: LineRow[]; amounts: DocumentAmounts; taxes: TaxSummary[] }> {
  const current = settings ?? (await taxSettingsOf(t));
  const totals = documentTotals(lines, { ...row, adjusts }, current);
  const written = await replaceLines(t, row.id, lineRowsOf(t.ctx.tenantId, row.id, lines, totals));
  const amounts = amountColumns(row.kind, current, totals);
  // Its words with its amounts, in the same statement (issuing writes them again, numbered).
  await writeAmounts(t, row.id, { ...amounts, searchText: draftSearchText({ ...row, lines }) });
  return { lines: written, amounts, taxes: totals.taxes };
}

/**
 * A draft's amounts at issue (`amountsAtIssue`), written only when they changed, with its GST
 * summary at issue. The lines are `stored` itself when nothing changed.
 */
export async function settleAmounts(
  t: TenantTransaction,
  row: DocumentRow,
  draft: DocumentRecord,
  stored: LineRow[],
  settings: TaxSettings,
): Promise<{ lines: LineRow[]; amounts: DocumentAmounts; taxes: TaxSummary[] }> {
  const { inputs, amounts, taxes, unchanged } = amountsAtIssue(row, draft, stored, settings);
  if (unchanged) return { lines: stored, amounts, taxes };
  return writeLinesAndTotals(
    t,
    { ...row, documentDiscount: draft.documentDiscount },
    inputs,
    settings,
    draft.adjusts,
  );
}
