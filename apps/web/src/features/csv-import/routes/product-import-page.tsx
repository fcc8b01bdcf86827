import { ImportPageFrame } from '../components/import-page-frame.tsx';
import { PRODUCT_IMPORT } from '../product-import.ts';

/** /pnsbook/import: products and services from a CSV file. */
export function ProductImportPage() {
  return <ImportPageFrame entity={PRODUCT_IMPORT} />;
}
