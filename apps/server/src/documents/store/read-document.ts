import { formatMoney, subtractMoney } from '@kira/core/money';
import { and, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { jsonValue } from '../../db/json-column.ts';
import {
  creditUses,
  documentAttachments,
  documentLines,
  documentSends,
  documents,
  mailOutbox,
  paymentAllocations,
} from '../../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import type {
  AllocationRow,
  AttachmentRow,
  DocumentParts,
  DocumentRow,
  LineRow,
  OwnParts,
  SendPart,
} from './document-rows.ts';

/** The documents a document links to and from, besides its own parts. */
export async function loadParts(
  t: TenantSession,
  row: DocumentRow,
  { lines, allocations, attachments, sends }: OwnParts,
  {
    lockLinked = false,
  }: {
    /** Lock the linked rows until the transaction ends: those a receipt or credit note settles. */
    lockLinked?: boolean;
  } = {},
): Promise<DocumentParts> {
  // Conversions and credit notes need an issued source: a draft has none derived from it.
  const found =
    row.status === 'draft'
      ? []
      : await t.tx
          .select()
          .from(documents)
          .where(and(t.owns(documents.tenantId), eq(documents.sourceId, row.id)));
  const derived = await withCreditToInvoice(t, found);
  const linkedIds = [
    ...allocations.map((a) => (a.receiptId === row.id ? a.invoiceId : a.receiptId)),
    ...(row.sourceId ? [row.sourceId] : []),
  ];
  const query = documentsIn(t, linkedIds);
  const linked = linkedIds.length
    ? await (lockLinked ? query.orderBy(documents.id).for('update') : query)
    : [];
  return { lines, allocations, attachments, sends, derived, linked };
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

const S = (column: PgColumn) => of(documentSends, column);
const M = (column: PgColumn) => of(mailOutbox, column);
// A draft is never sent (sending one issues it first): its query is spared the look-up.
const sendsJson = sql<SendPart[]>`case
  when ${of(documents, documents.status)} = 'draft' then '[]'::json
  else (select coalesce(json_agg(json_build_object(
      'id', ${S(documentSends.id)}, 'at', ${S(documentSends.createdAt)},
      'to', ${S(documentSends.to)}, 'cc', ${S(documentSends.cc)},
      'subject', ${S(documentSends.subject)}, 'by', ${S(documentSends.sentByName)},
      'status', ${M(mailOutbox.status)},
      'error', case when ${M(mailOutbox.status)} = 'sent' then null else ${M(mailOutbox.error)} end,
      'attempts', ${M(mailOutbox.attempts)})
      order by ${S(documentSends.createdAt)} desc, ${S(documentSends.id)} desc), '[]'::json)
    from ${documentSends}
    join ${mailOutbox} on ${M(mailOutbox.id)} = ${S(documentSends.mailId)}
    where ${S(documentSends.tenantId)} = ${of(documents, documents.tenantId)}
      and ${S(documentSends.documentId)} = ${of(documents, documents.id)})
  end`;

type JsonLine = Omit<LineRow, 'tenantId' | 'documentId'>;
type JsonAttachment = Omit<AttachmentRow, 'tenantId' | 'documentId' | 'createdAt'> & {
  createdAt: string;
};

/**
 * A document's row and its own parts (lines, allocations, attachments) in one query; with
 * `lock`, its row is locked until the transaction ends.
 */
export async function readDocument(
  t: TenantSession,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ row: DocumentRow; own: OwnParts } | undefined> {
  const query = t.tx
    .select(documentRecordColumns)
    .from(documents)
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
  const [found] = await (lock ? query.for('update', { of: documents }) : query);
  return found && toRecord(found, t.ctx.tenantId, id);
}

export const documentRecordColumns = {
  row: documents,
  lines: linesJson,
  allocations: allocationsJson,
  attachments: attachmentsJson,
  sends: sendsJson,
};

export function toRecord(
  found: {
    row: DocumentRow;
    lines: JsonLine[] | string;
    allocations: AllocationRow[] | string;
    attachments: JsonAttachment[] | string;
    sends: SendPart[] | string;
  },
  tenantId: string,
  id: string,
): { row: DocumentRow; own: OwnParts } {
  return {
    row: found.row,
    own: {
      lines: jsonValue(found.lines).map((line) => ({ ...line, tenantId, documentId: id })),
      allocations: jsonValue(found.allocations),
      attachments: jsonValue(found.attachments).map((a) => ({
        ...a,
        tenantId,
        documentId: id,
        createdAt: new Date(a.createdAt),
      })),
      sends: jsonValue(found.sends).map((send) => ({
        ...send,
        at: new Date(send.at).toISOString(),
      })),
    },
  };
}

/** `readDocument` with its row locked, inside a command's transaction; 404 when absent. */
export async function lockDocumentWithParts(t: TenantTransaction, id: string) {
  const found = await readDocument(t, id, { lock: true });
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  return found;
}

/**
 * The documents derived from an invoice, each credit note's `settled` made what it credited the
 * invoice: what of it is used (its `settled`) less what of its credit was applied elsewhere or
 * refunded (its `credit_uses` not undone), so the invoice's `credited` reads from them.
 */
async function withCreditToInvoice(t: TenantSession, derived: DocumentRow[]) {
  const credits = derived.filter((d) => d.kind === 'credit' && d.status === 'issued');
  if (credits.length === 0) return derived;
  const spent = await t.tx
    .select({
      sourceId: creditUses.sourceId,
      amount: sql<string>`sum(${creditUses.amount})::numeric(14,2)::text`,
    })
    .from(creditUses)
    .where(
      and(
        t.owns(creditUses.tenantId),
        inArray(
          creditUses.sourceId,
          credits.map((d) => d.id),
        ),
        isNull(creditUses.undoneAt),
      ),
    )
    .groupBy(creditUses.sourceId);
  if (spent.length === 0) return derived;
  return derived.map((d) => {
    const used = spent.find((s) => s.sourceId === d.id);
    return used ? { ...d, settled: formatMoney(subtractMoney(d.settled, used.amount)) } : d;
  });
}

const documentsIn = (t: TenantSession, ids: string[]) =>
  t.tx
    .select()
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, ids)));

export async function lockDocument(t: TenantTransaction, id: string): Promise<DocumentRow> {
  const [row] = await t.tx
    .select()
    .from(documents)
    .where(and(t.owns(documents.tenantId), eq(documents.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No document ${id}`);
  return row;
}
