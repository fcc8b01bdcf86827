import {
  type ColumnMapping,
  type CsvField,
  cell,
  csvField as field,
  parseYesNo,
  problemsOf,
  type RowOutcome,
} from './csv-import.ts';
import type { CsvCells } from './csv-merge.ts';
import { trimDecimal } from './money.ts';
import {
  type CreateProduct,
  createProductSchema,
  PRODUCT_TYPES,
  type ProductRecord,
} from './products.ts';
import { parseTaxCode } from './tax-codes.ts';
import type { z } from './zod.ts';

/** The columns of a products CSV, in the order Kira exports them. */
export const PRODUCT_CSV_FIELDS: readonly CsvField[] = [
  field('type', 'Type', ['Product or service', 'Item type'], { clearable: false }),
  field('code', 'Code', ['SKU', 'Item code', 'Product code', 'Part number'], { required: true }),
  field('name', 'Name', ['Item', 'Item name', 'Product', 'Product name', 'Service'], {
    required: true,
  }),
  field('description', 'Description', ['Details']),
  field('unit', 'Unit', ['UOM', 'Unit of measure']),
  field('sellingPrice', 'Selling price', ['Price', 'Unit price', 'Sale price', 'Rate'], {
    required: true,
  }),
  field('cost', 'Cost', ['Cost price', 'Purchase price', 'Unit cost']),
  field('taxCode', 'Tax code', ['GST', 'Tax', 'GST code', 'Tax rate'], { clearable: false }),
  field('active', 'Active', ['Status', 'Enabled'], { clearable: false }),
];

function parseType(text: string): string {
  const word = text.trim().toLowerCase();
  if (word === '') return 'product';
  return (
    PRODUCT_TYPES.find((t) => t.value === word || t.label.toLowerCase() === word)?.value ?? text
  );
}

/** One CSV record as a new product or service, checked by the same rules as the form. */
export function productFromCsv(
  record: Record<string, string>,
  mapping: ColumnMapping,
): RowOutcome<CreateProduct> {
  const taxText = cell(record, mapping, 'taxCode');
  const activeText = cell(record, mapping, 'active');
  const active = activeText === '' ? true : parseYesNo(activeText);
  const cost = cell(record, mapping, 'cost');
  const parsed = createProductSchema.safeParse({
    type: parseType(cell(record, mapping, 'type')),
    code: cell(record, mapping, 'code'),
    name: cell(record, mapping, 'name'),
    description: cell(record, mapping, 'description'),
    unit: cell(record, mapping, 'unit'),
    sellingPrice: cell(record, mapping, 'sellingPrice'),
    ...(cost ? { cost } : {}),
    ...(taxText ? { taxCode: parseTaxCode(taxText) ?? taxText } : {}),
    active: active ?? true,
  });
  const problems = parsed.success
    ? []
    : problemsOf(parsed.error as z.ZodError, (path) =>
        path[0] === undefined ? null : String(path[0]),
      );
  if (active === undefined) problems.push({ field: 'active', message: 'Active is yes or no' });
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: parsed.data, warnings: [] };
}

/** Products are recognised by their code, compared without regard to case. */
export function productIdentity(product: Pick<CreateProduct, 'code'>): string {
  return `code:${product.code.toLowerCase()}`;
}

export function describeProductIdentity(key: string): string {
  return `code ${key.slice(5)}`;
}

/**
 * A product as CSV text by field key: what the export writes, and what a re-import compares.
 * Prices as the list shows them (at least 2 decimals, no trailing zeros beyond).
 */
export function productCells(product: CreateProduct | ProductRecord): CsvCells {
  return {
    type: product.type,
    code: product.code,
    name: product.name,
    description: product.description,
    unit: product.unit,
    sellingPrice: trimDecimal(product.sellingPrice, 2),
    cost: trimDecimal(product.cost, 2),
    taxCode: product.taxCode,
    active: product.active ? 'yes' : 'no',
  };
}

/** The identity a file row answers to (see `productIdentity`), read before any check. */
export function productIdentityOfCells(cells: CsvCells): string {
  return productIdentity({ code: cells.code ?? '' });
}

/** A product as one CSV row, under the export headers (which the import recognises). */
export function productToCsv(product: ProductRecord): Record<string, string> {
  const values = productCells(product);
  return Object.fromEntries([
    ['ID', product.id],
    ...PRODUCT_CSV_FIELDS.map((f) => [f.label, values[f.key] ?? '']),
  ]);
}
