import type { CsvField } from '@kira/core/csv-import';
import type { Action } from '@kira/core/permissions';
import type { ImportEndpoint } from './api/start-import.ts';
import type { RowReader } from './import-preview.ts';

/** A column of the preview: what one imported record shows. */
export interface PreviewColumn<T> {
  label: string;
  value: (record: T) => string;
  align?: 'left' | 'right';
}

/** Everything the import wizard needs to know about one kind of record. */
export interface ImportEntity<T> extends RowReader<T> {
  /** Also the first part of the react-query keys of its lists, refreshed after an import. */
  key: 'contacts' | 'products';
  /** The page's title, e.g. "Import contacts". */
  title: string;
  /** The records, plural and singular: "contacts", "contact". */
  plural: string;
  singular: string;
  fields: readonly CsvField[];
  columns: readonly PreviewColumn<T>[];
  /** `POST` here starts the import. */
  endpoint: ImportEndpoint;
  listPath: string;
  listName: string;
  /** The ability the import needs (the server says which rows need more). */
  ability: Action;
  /** How a row that is already there is recognised (it is updated, not added). */
  matching: string;
}
