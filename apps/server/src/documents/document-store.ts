import type { Address } from '@kira/core/contacts';
import { todayInSingapore } from '@kira/core/dates';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import { computeTotals, type DocumentTotals } from '@kira/core/document-totals';
import type {
  ContactSnapshot,
  Document,
  DocumentLineInput,
  DocumentSummary,
} from '@kira/core/documents';
import { gstRateFor } from '@kira/core/gst-rates';
import { formatMoney, subtractMoney, toMoney, trimDecimal } from '@kira/core/money';
import type { NumberedKind } from '@kira/core/numbering';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/database.ts';
import {
  companies,
  contactAddresses,
  contacts,
  documentAttachments,
  documentLines,
  documentNumbering,
  documents,
  paymentAllocations,
} from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { type Numbering, numberingFrom } from './numbering.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** The columns a list shows of each document, and the contact's name from its snapshot. */
export const summaryColumns = {
  id: documents.id,
  kind: documents.kind,
  number: documents.number,
  status: documents.status,
  validUntil: documents.validUntil,
  contactId: documents.contactId,
  contactName: sql<string>`coalesce(${documents.contactSnapshot}->>'name', '')`,
  issueDate: documents.issueDate,
  dueDate: documents.dueDate,
  currency: documents.currency,
  reference: documents.reference,
  subtotal: documents.subtotal,
  discount: documents.discount,
  taxable: documents.taxable,
  tax: documents.tax,
  total: documents.total,
  rounding: documents.rounding,
  payable: documents.payable,
  settled: documents.settled,
};
type SummaryRow = Pick<DocumentRow, Exclude<keyof typeof summaryColumns, 'contactName'>> & {
  contactName: string;
};
export type LineRow = typeof documentLines.$inferSelect;
type AttachmentRow = typeof documentAttachments.$inferSelect;

/** What a company's settings say about a document's amounts. */
export interface TaxSettings {
  gstRegistered: boolean;
  gstRounding: 'line' | 'subtotal';
  cashRounding: boolean;
  paymentTermsDays: number;
}

/** What a document takes from its contact: its snapshot at issue, and its payment terms. */
export interface DocumentContact {
  name: string;
  uen: string;
  gstNumber: string;
  contactPerson: string;
  emails: string[];
  paymentTermsDays: number | null;
  billingAddress: Pick<Address, 'line1' | 'line2' | 'postalCode' | 'country'> | null;
}

const billing = alias(contactAddresses, 'billing');

/** What a document command needs of its company, its contact and its kind's numbering. */
export interface CompanyContext {
  settings: TaxSettings;
  /** Null when no contact was asked for, or the company has none of that id. */
  contact: DocumentContact | null;
  numbering: Numbering | null;
}

// The company context as columns of one select, joined as companyContextOf and
// readDocumentForIssue join them.
const contextColumns = {
  settings: {
    gstRegistered: companies.gstRegistered,
    gstRounding: companies.gstRounding,
    cashRounding: companies.cashRounding,
    paymentTermsDays: companies.paymentTermsDays,
  },
  numbering: { prefix: documentNumbering.prefix, padding: documentNumbering.padding },
  contact: {
    name: contacts.name,
    uen: contacts.uen,
    gstNumber: contacts.gstNumber,
    contactPerson: contacts.contactPerson,
    emails: contacts.emails,
    paymentTermsDays: contacts.paymentTermsDays,
  },
  billing: {
    line1: billing.line1,
    line2: billing.line2,
    postalCode: billing.postalCode,
    country: billing.country,
  },
};

type Nullable<T> = { [K in keyof T]: T[K] | null };
interface ContextRow {
  settings: Omit<TaxSettings, 'gstRounding'> & { gstRounding: string };
  numbering: Nullable<Numbering> | null;
  contact: Nullable<Omit<DocumentContact, 'billingAddress'>> | null;
  billing: Nullable<NonNullable<DocumentContact['billingAddress']>> | null;
}

const toSettings = (settings: ContextRow['settings']): TaxSettings => ({
  ...settings,
  gstRounding: settings.gstRounding as TaxSettings['gstRounding'],
});

function toContext(row: ContextRow, kind: NumberedKind | null): CompanyContext {
  const { settings, numbering, contact, billing: address } = row;
  return {
    settings: toSettings(settings),
    // A left-joined row is absent when its columns are null: these ones never are otherwise.
    contact:
      contact?.name == null
        ? null
        : {
            ...(contact as Omit<DocumentContact, 'billingAddress'>),
            billingAddress:
              address?.line1 == null
                ? null
                : (address as NonNullable<DocumentContact['billingAddress']>),
          },
    numbering: kind ? numberingFrom(kind, numbering) : null,
  };
}

const billingOfContact = and(
  eq(billing.tenantId, contacts.tenantId),
  eq(billing.contactId, contacts.id),
  eq(billing.kind, 'billing'),
);

/**
 * What a document command reads of its company, in one query: the tax settings and, when
 * asked, a contact of the company's and how a kind is numbered.
 */
export async function companyContextOf(
  t: TenantSession,
  { contactId = null, kind = null }: { contactId?: string | null; kind?: NumberedKind | null },
): Promise<CompanyContext> {
  const [row] = await t.tx
    .select(contextColumns)
    .from(companies)
    .leftJoin(
      documentNumbering,
      and(
        eq(documentNumbering.tenantId, companies.tenantId),
        eq(documentNumbering.kind, kind ?? ''),
      ),
    )
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, companies.tenantId), eq(contacts.id, contactId ?? '')),
    )
    .leftJoin(billing, billingOfContact)
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return toContext(row, kind);
}

/** A draft to issue as read: its row, its own parts, its company's context and its version. */
export interface DraftToIssue {
  row: DocumentRow;
  own: OwnParts;
  context: CompanyContext;
  /** The row's version (`xmin`): it changes with every update of the row. */
  version: string;
}

/**
 * A draft to issue, with its own parts and, in the same query, its company's context for it
 * (settings, its contact, its kind's numbering); with `lock`, its row is locked until the
 * transaction ends.
 */
export async function readDocumentForIssue(
  t: TenantSession,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<DraftToIssue> {
  const query = t.tx
    .select({
      ...documentRecordColumns,
      ...contextColumns,
      version: sql<string>`${of(documents, 'xmin')}::text`,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.tenantId, documents.tenantId))
    .leftJoin(
      documentNumbering,
      and(
        eq(documentNumbering.tenantId, documents.tenantId),
        eq(documentNumbering.kind, documents.kind),
      ),
    )
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, documents.tenantId), eq(contacts.id, documents.contactId)),
    )
    .leftJoin(billing, billingOfContact)
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
  const [found] = await (lock ? query.for('update', { of: documents }) : query);
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return {
    ...toRecord(found, t.ctx.tenantId, id),
    context: toContext(found, found.row.kind),
    version: found.version,
  };
}

export async function taxSettingsOf(t: TenantSession): Promise<TaxSettings> {
  const [row] = await t.tx
    .select(contextColumns.settings)
    .from(companies)
    .where(t.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return toSettings(row);
}

/**
 * A document's amounts by the one shared function, at the GST rates in force on its issue
 * date (none for a company that is not GST-registered). The server always recomputes.
 */
export function totalsOf(
  lines: readonly Pick<DocumentLineInput, 'quantity' | 'unitPrice' | 'discount' | 'taxCode'>[],
  document: {
    issueDate: string;
    pricesIncludeGst: boolean;
    documentDiscount: { kind: 'percent' | 'amount'; value: string } | null;
    kind: DocumentKind;
  },
  settings: Pick<TaxSettings, 'gstRegistered' | 'gstRounding' | 'cashRounding'>,
): DocumentTotals {
  return computeTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      taxCode: line.taxCode,
      taxRate: settings.gstRegistered ? gstRateFor(line.taxCode, document.issueDate) : '0',
    })),
    documentDiscount: document.documentDiscount,
    pricesIncludeGst: document.pricesIncludeGst,
    gstRounding: settings.gstRounding,
    // Cash rounding is for what is to be paid in cash, as the company asks: not for a credit
    // note, nor for a receipt, which records the amount actually received (a bank transfer of
    // 10.02 is 10.02; cash handed over is already in 5 cents).
    cashRounding:
      settings.cashRounding && document.kind !== 'credit' && document.kind !== 'receipt',
  });
}

/** The contact as the document will always show it, taken when it is issued. */
export function snapshotOf(contact: DocumentContact): ContactSnapshot {
  const address = contact.billingAddress;
  return {
    name: contact.name,
    uen: contact.uen,
    gstNumber: contact.gstNumber,
    contactPerson: contact.contactPerson,
    email: contact.emails[0] ?? '',
    address: address
      ? [
          address.line1,
          address.line2,
          [address.country === 'Singapore' ? 'Singapore' : address.country, address.postalCode]
            .filter(Boolean)
            .join(' '),
        ].filter(Boolean)
      : [],
  };
}

const toDiscount = (kind: 'percent' | 'amount' | null, value: string | null) =>
  kind && value !== null ? { kind, value: trimDecimal(value) } : null;

function isOverdue(row: Pick<DocumentRow, 'kind' | 'status' | 'dueDate'>, today: string): boolean {
  return (
    row.kind === 'invoice' &&
    (row.status === 'issued' || row.status === 'partially_paid') &&
    row.dueDate !== null &&
    row.dueDate < today
  );
}

export function toSummary(row: SummaryRow, today = todayInSingapore()): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    overdue: isOverdue(row, today),
    expired:
      row.kind === 'quotation' &&
      row.status === 'issued' &&
      row.validUntil !== null &&
      row.validUntil < today,
    contactId: row.contactId,
    contactName: row.contactName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    reference: row.reference,
    subtotal: row.subtotal,
    discount: row.discount,
    taxable: row.taxable,
    tax: row.tax,
    total: row.total,
    rounding: row.rounding,
    payable: row.payable,
    settled: row.settled,
    balance:
      row.kind === 'invoice' && row.status !== 'void'
        ? formatMoney(subtractMoney(row.payable, row.settled))
        : '0.00',
  };
}

type AllocationRow = Pick<
  typeof paymentAllocations.$inferSelect,
  'invoiceId' | 'receiptId' | 'amount'
>;

/** What a document is made of besides its own row, as read from the database. */
export interface DocumentParts {
  lines: LineRow[];
  allocations: AllocationRow[];
  attachments: AttachmentRow[];
  /** The documents converted from it or crediting it. */
  derived: DocumentRow[];
  /** Its source and the documents its allocations name. */
  linked: DocumentRow[];
}

/** What a document is made of in its own tables: read with its row in one query (`readDocument`). */
export type OwnParts = Pick<DocumentParts, 'lines' | 'allocations' | 'attachments'>;

export async function loadParts(
  db: Database | Transaction,
  tenantId: string,
  row: DocumentRow,
  { lines, allocations, attachments }: OwnParts,
): Promise<DocumentParts> {
  // Conversions and credit notes need an issued source: a draft has none derived from it.
  const derived =
    row.status === 'draft'
      ? []
      : await db
          .select()
          .from(documents)
          .where(and(eq(documents.tenantId, tenantId), eq(documents.sourceId, row.id)));
  const linkedIds = [
    ...allocations.map((a) => (a.receiptId === row.id ? a.invoiceId : a.receiptId)),
    ...(row.sourceId ? [row.sourceId] : []),
  ];
  const linked = linkedIds.length
    ? await db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, linkedIds)))
    : [];
  return { lines, allocations, attachments, derived, linked };
}

export async function loadDocumentParts(
  db: Database | Transaction,
  tenantId: string,
  row: DocumentRow,
  own: OwnParts,
): Promise<Document> {
  return composeDocument(row, await loadParts(db, tenantId, row, own));
}

/** The document the API shows, from its row and its parts. */
export function composeDocument(
  row: DocumentRow,
  { lines, allocations, attachments, derived, linked }: DocumentParts,
): Document {
  const byId = new Map([...linked, ...derived].map((d) => [d.id, d]));
  const link = (d: DocumentRow, relation: 'source' | 'converted' | 'payment' | 'credit') => ({
    id: d.id,
    kind: d.kind,
    number: d.number,
    status: d.status,
    relation,
  });
  const chain = [
    ...(row.sourceId && byId.get(row.sourceId)
      ? [link(byId.get(row.sourceId) as DocumentRow, 'source')]
      : []),
    ...derived.map((d) => link(d, d.kind === 'credit' ? 'credit' : 'converted')),
    ...allocations
      .filter((a) => a.invoiceId === row.id)
      .flatMap((a) =>
        byId.get(a.receiptId) ? [link(byId.get(a.receiptId) as DocumentRow, 'payment')] : [],
      ),
  ];
  // The summary per tax code, from the rates kept on the lines.
  const totals = computeTotals({
    lines: lines.map((l) => ({
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: toDiscount(l.discountKind, l.discountValue),
      taxCode: l.taxCode,
      taxRate: l.taxRate,
    })),
    documentDiscount: toDiscount(row.discountKind, row.discountValue),
    pricesIncludeGst: row.pricesIncludeGst,
    gstRounding: row.gstRounding,
    cashRounding: row.cashRounding,
  });
  const rate = toMoney(row.exchangeRate);
  return {
    ...toSummary({ ...row, contactName: row.contactSnapshot?.name ?? '' }),
    validUntil: row.validUntil,
    deliveryDate: row.deliveryDate,
    exchangeRate: trimDecimal(row.exchangeRate),
    pricesIncludeGst: row.pricesIncludeGst,
    gstRounding: row.gstRounding,
    cashRounding: row.cashRounding,
    documentDiscount: toDiscount(row.discountKind, row.discountValue),
    contactSnapshot: row.contactSnapshot,
    lines: lines.map((l) => ({
      position: l.position,
      productId: l.productId,
      description: l.description,
      quantity: trimDecimal(l.quantity),
      unit: l.unit,
      unitPrice: trimDecimal(l.unitPrice),
      discount: toDiscount(l.discountKind, l.discountValue),
      taxCode: l.taxCode,
      taxRate: trimDecimal(l.taxRate),
      amount: l.amount,
      tax: l.tax,
    })),
    taxes: totals.taxes,
    sgd:
      row.currency === 'SGD'
        ? null
        : {
            total: formatMoney(toMoney(row.total).times(rate)),
            tax: formatMoney(toMoney(row.tax).times(rate)),
          },
    notes: row.notes,
    terms: row.terms,
    expenseCategory: row.expenseCategory,
    paymentMethod: row.paymentMethod,
    allocations: allocations
      .filter((a) => a.receiptId === row.id)
      .map((a) => ({
        invoiceId: a.invoiceId,
        invoiceNumber: byId.get(a.invoiceId)?.number ?? null,
        amount: a.amount,
      })),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
      createdAt: a.createdAt.toISOString(),
    })),
    sourceId: row.sourceId,
    chain,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    issuedBy: row.issuedBy,
  };
}

// A document's own parts as JSON columns of its row, so one round trip reads them all.
// Decimals travel as text, so they stay exact. Every column is named with its table: in a
// one-table select drizzle leaves columns unqualified, and "id" would mean the inner table's.
const of = (table: PgTable, column: PgColumn | 'xmin') =>
  sql.raw(`"${getTableName(table)}"."${typeof column === 'string' ? column : column.name}"`);
const own = (
  table: typeof documentLines | typeof paymentAllocations | typeof documentAttachments,
) => sql`${of(table, table.tenantId)} = ${of(documents, documents.tenantId)}`;
const L = (column: PgColumn) => of(documentLines, column);
const linesJson = sql<JsonLine[]>`(select coalesce(json_agg(json_build_object(
    'position', ${L(documentLines.position)}, 'productId', ${L(documentLines.productId)},
    'description', ${L(documentLines.description)},
    'quantity', ${L(documentLines.quantity)}::text, 'unit', ${L(documentLines.unit)},
    'unitPrice', ${L(documentLines.unitPrice)}::text,
    'discountKind', ${L(documentLines.discountKind)},
    'discountValue', ${L(documentLines.discountValue)}::text,
    'taxCode', ${L(documentLines.taxCode)}, 'taxRate', ${L(documentLines.taxRate)}::text,
    'amount', ${L(documentLines.amount)}::text, 'tax', ${L(documentLines.tax)}::text)
    order by ${L(documentLines.position)}), '[]'::json)
  from ${documentLines}
  where ${own(documentLines)}
    and ${L(documentLines.documentId)} = ${of(documents, documents.id)})`;
const P = (column: PgColumn) => of(paymentAllocations, column);
// Only receipts are allocated, and only to invoices.
const allocationsJson = sql<AllocationRow[]>`case
  when ${of(documents, documents.kind)} in ('receipt', 'invoice')
  then (select coalesce(json_agg(json_build_object(
      'invoiceId', ${P(paymentAllocations.invoiceId)},
      'receiptId', ${P(paymentAllocations.receiptId)},
      'amount', ${P(paymentAllocations.amount)}::text)), '[]'::json)
    from ${paymentAllocations}
    where ${own(paymentAllocations)}
      and (${P(paymentAllocations.receiptId)} = ${of(documents, documents.id)}
        or ${P(paymentAllocations.invoiceId)} = ${of(documents, documents.id)}))
  else '[]'::json end`;
const A = (column: PgColumn) => of(documentAttachments, column);
const attachmentsJson = sql<JsonAttachment[]>`(select coalesce(json_agg(json_build_object(
    'id', ${A(documentAttachments.id)}, 'fileName', ${A(documentAttachments.fileName)},
    'contentType', ${A(documentAttachments.contentType)},
    'size', ${A(documentAttachments.size)}, 'storedAs', ${A(documentAttachments.storedAs)},
    'createdAt', ${A(documentAttachments.createdAt)},
    'createdBy', ${A(documentAttachments.createdBy)})), '[]'::json)
  from ${documentAttachments}
  where ${own(documentAttachments)}
    and ${A(documentAttachments.documentId)} = ${of(documents, documents.id)})`;

type JsonLine = Omit<LineRow, 'tenantId' | 'documentId'>;
type JsonAttachment = Omit<AttachmentRow, 'tenantId' | 'documentId' | 'createdAt'> & {
  createdAt: string;
};

/** A driver may hand JSON over as text (PGlite) or parsed (node-postgres). */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * A document's row and its own parts (lines, allocations, attachments) in one query; with
 * `lock`, its row is locked until the transaction ends.
 */
export async function readDocument(
  db: Database | Transaction,
  tenantId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ row: DocumentRow; own: OwnParts } | undefined> {
  const query = db
    .select(documentRecordColumns)
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
  const [found] = await (lock ? query.for('update', { of: documents }) : query);
  return found && toRecord(found, tenantId, id);
}

const documentRecordColumns = {
  row: documents,
  lines: linesJson,
  allocations: allocationsJson,
  attachments: attachmentsJson,
};

function toRecord(
  found: {
    row: DocumentRow;
    lines: JsonLine[] | string;
    allocations: AllocationRow[] | string;
    attachments: JsonAttachment[] | string;
  },
  tenantId: string,
  id: string,
): { row: DocumentRow; own: OwnParts } {
  return {
    row: found.row,
    own: {
      lines: parsed(found.lines).map((line) => ({ ...line, tenantId, documentId: id })),
      allocations: parsed(found.allocations),
      attachments: parsed(found.attachments).map((a) => ({
        ...a,
        tenantId,
        documentId: id,
        createdAt: new Date(a.createdAt),
      })),
    },
  };
}

/** `readDocument` with its row locked, inside a command's transaction; 404 when absent. */
export async function lockDocumentWithParts(t: TenantTransaction, id: string) {
  const found = await readDocument(t.tx, t.ctx.tenantId, id, { lock: true });
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return found;
}

export async function lockDocument(t: TenantTransaction, id: string): Promise<DocumentRow> {
  const [row] = await t.tx
    .select()
    .from(documents)
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No document ${id}`);
  return row;
}
