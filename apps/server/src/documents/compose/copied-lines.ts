import type { DocumentLineInput, DocumentRecord } from '@kira/core/documents';

/** A document's lines as a new draft takes them: what was entered, not what was computed. */
export function copiedLines(lines: DocumentRecord['lines']): DocumentLineInput[] {
  return lines.map(({ productId, description, quantity, unit, unitPrice, discount, taxCode }) => ({
    productId,
    description,
    quantity,
    unit,
    unitPrice,
    discount,
    taxCode,
  }));
}
