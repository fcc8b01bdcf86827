import { and, eq, gt } from 'drizzle-orm';
import { toCsv } from '../csv/csv.ts';
import type { Transaction } from '../db/database.ts';
import { contacts, documents, products } from '../db/schema/index.ts';

const PAGE = 1000;

interface CsvView {
  path: string;
  lines(): AsyncGenerator<string>;
}

/**
 * The archive's CSV files, for a person or a spreadsheet: documents, contacts and products as
 * lists. The import reads the JSON, never these.
 */
export function csvViews(tx: Transaction, tenantId: string): CsvView[] {
  return [
    {
      path: 'csv/documents.csv',
      lines: () =>
        csvPages(
          [
            'Number',
            'Kind',
            'Status',
            'Contact',
            'Issue date',
            'Due date',
            'Currency',
            'Total',
            'Payable',
            'Settled',
            'Reference',
          ],
          (after) =>
            tx
              .select()
              .from(documents)
              .where(and(eq(documents.tenantId, tenantId), gt(documents.id, after)))
              .orderBy(documents.id)
              .limit(PAGE),
          (d) => ({
            Number: d.number ?? '(draft)',
            Kind: d.kind,
            Status: d.status,
            Contact: d.contactSnapshot?.name ?? '',
            'Issue date': d.issueDate,
            'Due date': d.dueDate ?? '',
            Currency: d.currency,
            Total: d.total,
            Payable: d.payable,
            Settled: d.settled,
            Reference: d.reference,
          }),
        ),
    },
    {
      path: 'csv/contacts.csv',
      lines: () =>
        csvPages(
          ['Name', 'Role', 'UEN', 'GST number', 'E-mails', 'Phones', 'Currency', 'Archived'],
          (after) =>
            tx
              .select()
              .from(contacts)
              .where(and(eq(contacts.tenantId, tenantId), gt(contacts.id, after)))
              .orderBy(contacts.id)
              .limit(PAGE),
          (c) => ({
            Name: c.name,
            Role: c.role,
            UEN: c.uen,
            'GST number': c.gstNumber,
            'E-mails': c.emails.join('; '),
            Phones: c.phones.join('; '),
            Currency: c.currency,
            Archived: c.archived ? 'yes' : 'no',
          }),
        ),
    },
    {
      path: 'csv/products.csv',
      lines: () =>
        csvPages(
          ['Code', 'Name', 'Type', 'Unit', 'Selling price', 'Cost', 'Tax code', 'Active'],
          (after) =>
            tx
              .select()
              .from(products)
              .where(and(eq(products.tenantId, tenantId), gt(products.id, after)))
              .orderBy(products.id)
              .limit(PAGE),
          (p) => ({
            Code: p.code,
            Name: p.name,
            Type: p.type,
            Unit: p.unit,
            'Selling price': p.sellingPrice,
            Cost: p.cost,
            'Tax code': p.taxCode,
            Active: p.active ? 'yes' : 'no',
          }),
        ),
    },
  ];
}

async function* csvPages<Row extends { id: string }>(
  headers: string[],
  page: (after: string) => Promise<Row[]>,
  cells: (row: Row) => Record<string, string>,
): AsyncGenerator<string> {
  let after = '';
  let first = true;
  for (;;) {
    const rows = await page(after);
    const text = toCsv(rows.map(cells), headers);
    // Each page's text starts with the byte-order mark and the header: the first page's only.
    yield first ? text : text.slice(text.indexOf('\r\n') + 2);
    first = false;
    if (rows.length < PAGE) return;
    after = (rows[rows.length - 1] as Row).id;
  }
}
