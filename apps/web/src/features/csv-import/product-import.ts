import { formatPrice } from '@kira/core/format/money';
import type { CreateProduct } from '@kira/core/products';
import {
  describeProductIdentity,
  PRODUCT_CSV_FIELDS,
  productFromCsv,
  productIdentity,
} from '@kira/core/products-csv';
import type { ImportEntity } from './import-entity.ts';
import { productTypeLabelOf } from './import-labels.ts';

export const PRODUCT_IMPORT: ImportEntity<CreateProduct> = {
  key: 'products',
  title: 'Import products and services',
  plural: 'products and services',
  singular: 'product or service',
  fields: PRODUCT_CSV_FIELDS,
  fromCsv: productFromCsv,
  identityOf: productIdentity,
  describeIdentity: describeProductIdentity,
  columns: [
    { label: 'Code', value: (product) => product.code },
    { label: 'Name', value: (product) => product.name },
    { label: 'Type', value: (product) => productTypeLabelOf(product.type) },
    { label: 'Unit', value: (product) => product.unit },
    {
      label: 'Selling price',
      value: (product) => formatPrice(product.sellingPrice),
      align: 'right',
    },
    { label: 'Cost', value: (product) => formatPrice(product.cost), align: 'right' },
    { label: 'Tax code', value: (product) => product.taxCode },
    { label: 'Active', value: (product) => (product.active ? 'Yes' : 'No') },
  ],
  endpoint: '/api/products/import',
  listPath: '/pnsbook/',
  listName: 'Product List',
  ability: 'products.write',
  matching: 'A row with the code of a product already in the list updates it (any case).',
};
