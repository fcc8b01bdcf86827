// The same made-up contacts as the CSV files, written straight into the tables (columns as in
// apps/server/src/db/schema/contacts.ts): loading 100,000 through the import takes too long
// on PGlite, so the benchmark writes most of them this way and imports the last file.
import { tsImport } from 'tsx/esm/api';
import { contactRecord } from './contact-csv.mjs';

// The server's own rule for the column the quick filter searches.
const { searchTextOf } = await tsImport(
  '../apps/server/src/contacts/contact-store.ts',
  import.meta.url,
);

const CHUNK = 5_000;

/** Statements ({ text, values }) that insert contacts `first` to `first + count - 1`. */
export function contactInsertStatements({ tenantId, userId, first, count }) {
  const statements = [];
  for (let start = first; start < first + count; start += CHUNK) {
    const numbers = range(start, Math.min(start + CHUNK, first + count));
    const records = numbers.map((n) => ({ n, ...contactRecord(n) }));
    statements.push(contactsStatement(tenantId, userId, records));
    statements.push(addressesStatement(tenantId, records, 'billing'));
    statements.push(
      addressesStatement(
        tenantId,
        records.filter((record) => record.deliveryLine1 !== ''),
        'delivery',
      ),
    );
  }
  return statements;
}

const range = (from, to) => Array.from({ length: to - from }, (_, i) => from + i);
const contactId = (n) => `KBENCH${String(n).padStart(6, '0')}`;

function contactsStatement(tenantId, userId, records) {
  const column = (pick) => records.map(pick);
  const values = (r) => ({
    name: r.name,
    uen: r.uen,
    contactPerson: r.contactPerson,
    emails: [r.emails],
    phones: [r.phones],
  });
  return {
    text: `insert into contacts (tenant_id, id, role, name, uen, gst_number, contact_person,
        emails, phones, payment_terms_days, currency, notes, tags, archived, search_text,
        created_by, updated_by)
      select $1, id, role, name, uen, gst_number, contact_person, array[email], array[phone],
        terms, currency, notes, coalesce(string_to_array(nullif(tags, ''), '; '), '{}'),
        archived, search_text, $2, $2
      from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
        $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::text[],
        $15::boolean[], $16::text[])
        as u(id, role, name, uen, gst_number, contact_person, email, phone, terms, currency,
          notes, tags, archived, search_text)`,
    values: [
      tenantId,
      userId,
      column((r) => contactId(r.n)),
      column((r) => r.role),
      column((r) => r.name),
      column((r) => r.uen),
      column((r) => r.gstNumber),
      column((r) => r.contactPerson),
      column((r) => r.emails),
      column((r) => r.phones),
      column((r) => (r.paymentTermsDays === '' ? null : Number(r.paymentTermsDays))),
      column((r) => r.currency),
      column((r) => r.notes),
      column((r) => r.tags),
      column((r) => r.archived === 'yes'),
      column((r) => searchTextOf(values(r))),
    ],
  };
}

function addressesStatement(tenantId, records, kind) {
  const prefix = kind === 'billing' ? 'billing' : 'delivery';
  const column = (pick) => records.map(pick);
  return {
    text: `insert into contact_addresses (tenant_id, id, contact_id, kind, line1, line2,
        postal_code, country)
      select $1, id, contact_id, $2, line1, line2, postal_code, country
      from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
        as u(id, contact_id, line1, line2, postal_code, country)`,
    values: [
      tenantId,
      kind,
      column((r) => `ABENCH${String(r.n).padStart(6, '0')}${kind === 'billing' ? 'B' : 'D'}`),
      column((r) => contactId(r.n)),
      column((r) => r[`${prefix}Line1`]),
      column((r) => r[`${prefix}Line2`] ?? ''),
      column((r) => r[`${prefix}PostalCode`]),
      column((r) => r[`${prefix}Country`]),
    ],
  };
}
