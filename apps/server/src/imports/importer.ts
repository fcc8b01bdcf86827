import type { ColumnMapping, CsvField, ImportRequest, RowOutcome } from '@kira/core/csv-import';
import type { CsvCells } from '@kira/core/csv-merge';
import type { AuditEntry } from '../audit/record-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

/** How one kind of record is imported: its rules, its identity, and how it is written. */
export interface Importer<Value, Stored> {
  fields: readonly CsvField[];
  /** What one record is called in a row's problem: "contact". */
  noun: string;
  /** A row as a new record, by the rules of the form. */
  fromCsv(record: Record<string, string>, mapping: ColumnMapping): RowOutcome<Value>;
  identityOf(value: Value): string;
  /** The identity a file row answers to, read from its cells before they are checked. */
  identityOfCells(cells: CsvCells): string;
  describeIdentity(key: string): string;
  /** Fields a matched record keeps whatever the row says (the code it matched by). */
  keepOnMatch?: readonly string[];
  /** A record, or a value about to be written, as the export writes it. */
  cellsOfStored(stored: Stored): CsvCells;
  cellsOfValue(value: Value): CsvCells;
  /** Why this user may not write this row (a permission of its role), if so. */
  refusal?(value: Value, stored: Stored | undefined): string | undefined;
  /** The ids of the company's records by every identity key they answer to. */
  loadIndex(t: TenantTransaction): Promise<Map<string, string>>;
  /** These records of the company, locked when they are about to be written. */
  loadRecords(t: TenantTransaction, ids: string[], lock: boolean): Promise<Map<string, Stored>>;
  createMany(t: TenantTransaction, values: Value[]): Promise<void>;
  /** Writes the value over the record; the audit entry is returned to be recorded in batches. */
  update(t: TenantTransaction, stored: Stored, value: Value): Promise<AuditEntry>;
}

export interface PreparedRow<Value> {
  row: number;
  /** The cells of the mapped fields. */
  cells: CsvCells;
  identity: string;
  /** The row read as a new record (what it makes when it matches nothing). */
  asNew: RowOutcome<Value>;
}

export interface PreparedImport<Value> {
  rows: number;
  records: PreparedRow<Value>[];
}

export type ImportOptions = Pick<ImportRequest, 'mode' | 'run' | 'clearBlanks'>;
