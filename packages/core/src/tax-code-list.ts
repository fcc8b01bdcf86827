/** GST tax codes a product defaults to and a document line carries (IRAS supply types). */
export const TAX_CODES = [
  { label: 'GST standard-rated', value: 'SR' },
  { label: 'GST zero-rated', value: 'ZR' },
  { label: 'GST exempt', value: 'ES' },
  { label: 'Out of scope', value: 'OS' },
] as const;
export const TAX_CODE_VALUES = ['SR', 'ZR', 'ES', 'OS'] as const;
export type TaxCode = (typeof TAX_CODE_VALUES)[number];

/** A tax code from what people write in a spreadsheet: the code or its label. */
export function parseTaxCode(input: string): TaxCode | undefined {
  const text = input.trim().toLowerCase();
  const found = TAX_CODES.find(
    (code) =>
      code.value.toLowerCase() === text ||
      code.label.toLowerCase() === text ||
      code.label.toLowerCase().replace(/^gst /, '') === text,
  );
  return found?.value;
}
