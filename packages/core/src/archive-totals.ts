import { computeTotals, type Discount, type GstRounding } from './document-totals.ts';
import { addMoney, compareMoney, type MoneyInput } from './money.ts';
import type { TaxCode } from './tax-code-list.ts';

/** A document's stored amounts, as an archive carries them (numbers as decimal text). */
export interface StoredDocumentAmounts {
  pricesIncludeGst: boolean;
  gstRounding: GstRounding;
  cashRounding: boolean;
  discountKind: 'percent' | 'amount' | null;
  discountValue: string | null;
  subtotal: string;
  discount: string;
  taxable: string;
  tax: string;
  total: string;
  rounding: string;
  payable: string;
}

export interface StoredLineAmounts {
  quantity: string;
  unitPrice: string;
  discountKind: 'percent' | 'amount' | null;
  discountValue: string | null;
  taxCode: TaxCode;
  /** The rate kept with the line when it was saved. */
  taxRate: string;
  amount: string;
  tax: string;
}

const discountOf = (kind: 'percent' | 'amount' | null, value: string | null): Discount | null =>
  kind && value !== null ? { kind, value } : null;

/**
 * What of a document's stored amounts its lines do not give when computed again by the one
 * shared function, at the rates kept on its lines; empty when all agree. An archive whose
 * figures were edited is caught here. The cash rounding is checked as what it must be: the
 * payable is the total and its rounding (a credit note of a whole rounded invoice takes the
 * invoice's rounding, so it is not computed again from the total alone).
 */
export function storedAmountsProblems(
  document: StoredDocumentAmounts,
  lines: readonly StoredLineAmounts[],
): string[] {
  const totals = computeTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: discountOf(line.discountKind, line.discountValue),
      taxCode: line.taxCode,
      taxRate: line.taxRate,
    })),
    documentDiscount: discountOf(document.discountKind, document.discountValue),
    pricesIncludeGst: document.pricesIncludeGst,
    gstRounding: document.gstRounding,
    cashRounding: false,
  });
  const problems: string[] = [];
  const differs = (stored: MoneyInput, computed: MoneyInput) =>
    compareMoney(stored, computed) !== 0;
  lines.forEach((line, index) => {
    const computed = totals.lines[index];
    if (!computed) return;
    if (differs(line.amount, computed.amount))
      problems.push(
        `line ${index + 1}'s amount is ${line.amount}; its figures give ${computed.amount}`,
      );
    if (differs(line.tax, computed.tax))
      problems.push(`line ${index + 1}'s GST is ${line.tax}; its figures give ${computed.tax}`);
  });
  const columns = [
    ['subtotal', totals.subtotal],
    ['discount', totals.totalDiscount],
    ['taxable', totals.taxable],
    ['tax', totals.tax],
    ['total', totals.total],
  ] as const;
  for (const [column, computed] of columns)
    if (differs(document[column], computed))
      problems.push(`its ${column} is ${document[column]}; its lines give ${computed}`);
  if (differs(document.payable, addMoney(document.total, document.rounding)))
    problems.push(
      `its payable ${document.payable} is not its total ${document.total} and rounding ${document.rounding}`,
    );
  if (!document.cashRounding && differs(document.rounding, '0'))
    problems.push(`it is rounded by ${document.rounding} without cash rounding`);
  return problems;
}
