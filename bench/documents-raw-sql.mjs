// The documents bench's raw-SQL baselines: the statements the server sends for a list page and
// for create-and-issue, as PostgreSQL's statement log showed them for one request of each
// (`log_statement = all`, build of 2026-11-27), sent through a bare `pg.Pool` with the same
// parameters and fresh ids. When the server's statements change, log them again and mend these.
//
// What the server sends in the steady state, and so what these send:
// - A list page (GET /api/documents?kind=invoice&sort=-issueDate&page=..&pageSize=50): the
//   page query alone, 1 statement. The session (kept 5 s), the claims and the match count
//   (kept until the company writes) come from the server's caches on all but a few requests.
// - Create-and-issue of a 5-line invoice, 7 statements on the wire:
//   POST /api/documents: (1) the claims (a write always reads them afresh); (2) one statement
//   inserting the draft, its 5 lines and its audit record (data-modifying `with` clauses).
//   POST /api/documents/:id/issue: (3) the claims; then a transaction on one connection:
//   (4) begin; (5) the draft locked (`for update`) with its lines,
//   allocations, attachments and sends as JSON, the company's settings, its kind's numbering,
//   where its series stands and its contact with its billing address; (6) one statement
//   taking the series' next value and writing the draft issued under that value's number
//   (picked from numbers formatted ahead) with its audit record; (7) commit. Each statement
//   waits for the answer to the one before, as the server's (drizzle's `db.transaction`).
//   The session check and the company's tax settings come from the server's caches.
import Big from 'big.js';
import { inTransaction, prepared } from './raw-sql.mjs';

const DEMO_TENANT = 'demo';

const claims = prepared(
  'claims',
  `select profiles.tenant_id, profiles.demo_access_level, profiles.is_developer, profiles.title,
    memberships.access_level, memberships.title, companies.plan, companies.is_read_only
  from profiles
  left join memberships
    on memberships.tenant_id = profiles.tenant_id and memberships.user_id = profiles.user_id
  left join companies on companies.tenant_id =
    case when memberships.user_id is null then $1 else profiles.tenant_id end
  where profiles.user_id = $2`,
);

// The page's rows as the server reads them (`listedColumns`): amounts as the driver gives
// numeric columns (text), the contact's name from the snapshot.
const listPage = prepared(
  'document_list_page',
  `select documents.id, documents.kind, documents.number, documents.status,
    documents.contact_id, coalesce(documents.contact_snapshot->>'name', '') as contact_name,
    documents.issue_date, documents.due_date, documents.valid_until, documents.currency,
    documents.reference, documents.subtotal, documents.discount, documents.taxable,
    documents.tax, documents.total, documents.rounding, documents.payable, documents.settled
  from (select tenant_id, id from documents
      where documents.tenant_id = $1 and documents.kind = $2
      order by documents.issue_date desc, documents.id desc limit $3 offset $4) page
  inner join documents on documents.tenant_id = page.tenant_id and documents.id = page.id
  order by documents.issue_date desc, documents.id desc`,
);

const DOCUMENT_COLUMNS = `tenant_id, id, kind, status, number, number_value, contact_id,
  contact_snapshot, issue_date, due_date, valid_until, delivery_date, currency, exchange_rate,
  reference, prices_include_gst, gst_rounding, cash_rounding, discount_kind, discount_value,
  subtotal, discount, taxable, tax, total, rounding, payable, settled, notes, terms,
  expense_category, payment_method, source_id, void_reason, search_text, created_at,
  updated_at, issued_at, voided_at, created_by, updated_by, issued_by, voided_by`;
const LINE_COLUMNS = `tenant_id, document_id, position, product_id, description, quantity, unit,
  unit_price, discount_kind, discount_value, tax_code, tax_rate, amount, tax`;
const placeholders = (from, count) =>
  `(${Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ')})`;
const DOCUMENT_VALUES = 43;
const LINE_VALUES = 14;
const LINES = 5;
const firstAuditValue = 1 + DOCUMENT_VALUES + LINES * LINE_VALUES;

const insertDraft = prepared(
  'insert_draft',
  `with draft as (insert into documents (${DOCUMENT_COLUMNS})
      values ${placeholders(1, DOCUMENT_VALUES)} returning id),
    draft_lines as (insert into document_lines (${LINE_COLUMNS})
      values ${Array.from({ length: LINES }, (_, i) =>
        placeholders(1 + DOCUMENT_VALUES + i * LINE_VALUES, LINE_VALUES),
      ).join(', ')}
      returning position)
  insert into audit_log (tenant_id, id, occurred_at, user_id, entity, entity_id, action, before,
    after)
  values ($${firstAuditValue}, default, default, ${placeholders(firstAuditValue + 1, 6).slice(1)}`,
);

const json = (columns) =>
  `json_build_object(${columns.map(([key, column]) => `'${key}', ${column}`).join(', ')})`;
const lockDraft = prepared(
  'lock_draft_to_issue',
  `select documents.*,
    (select coalesce(json_agg(${json([
      ['position', 'l.position'],
      ['productId', 'l.product_id'],
      ['description', 'l.description'],
      ['quantity', 'l.quantity::text'],
      ['unit', 'l.unit'],
      ['unitPrice', 'l.unit_price::text'],
      ['discountKind', 'l.discount_kind'],
      ['discountValue', 'l.discount_value::text'],
      ['taxCode', 'l.tax_code'],
      ['taxRate', 'l.tax_rate::text'],
      ['amount', 'l.amount::text'],
      ['tax', 'l.tax::text'],
    ])} order by l.position), '[]'::json)
      from document_lines l
      where l.tenant_id = documents.tenant_id and l.document_id = documents.id) as lines,
    case when documents.kind in ('receipt', 'invoice')
      then (select coalesce(json_agg(${json([
        ['invoiceId', 'a.invoice_id'],
        ['receiptId', 'a.receipt_id'],
        ['amount', 'a.amount::text'],
      ])}), '[]'::json)
        from payment_allocations a
        where a.tenant_id = documents.tenant_id
          and (a.receipt_id = documents.id or a.invoice_id = documents.id))
      else '[]'::json end as allocations,
    (select coalesce(json_agg(${json([
      ['id', 'f.id'],
      ['fileName', 'f.file_name'],
      ['contentType', 'f.content_type'],
      ['size', 'f.size'],
      ['storedAs', 'f.stored_as'],
      ['createdAt', 'f.created_at'],
      ['createdBy', 'f.created_by'],
    ])}), '[]'::json)
      from document_attachments f
      where f.tenant_id = documents.tenant_id and f.document_id = documents.id) as attachments,
    case when documents.status = 'draft' then '[]'::json
      else (select coalesce(json_agg(${json([
        ['id', 's.id'],
        ['at', 's.created_at'],
        ['to', 's.to'],
        ['cc', 's.cc'],
        ['subject', 's.subject'],
        ['by', 's.sent_by_name'],
        ['status', 'm.status'],
        ['error', "case when m.status = 'sent' then null else m.error end"],
        ['attempts', 'm.attempts'],
      ])} order by s.created_at desc, s.id desc), '[]'::json)
        from document_sends s join mail_outbox m on m.id = s.mail_id
        where s.tenant_id = documents.tenant_id and s.document_id = documents.id) end as sends,
    (select s.next_number from document_series s
      where s.tenant_id = documents.tenant_id and s.kind = documents.kind
        and s.prefix = coalesce(document_numbering.prefix, case documents.kind
          when 'quotation' then 'QUO-' when 'service' then 'SO-' when 'invoice' then 'INV-'
          when 'delivery' then 'DO-' when 'receipt' then 'RCT-' when 'purchase' then 'PO-'
          when 'expense' then 'EXP-' when 'credit' then 'CN-' when 'statement' then 'SOA-'
          else '' end)) as series_next,
    companies.gst_registered, companies.gst_rounding as company_gst_rounding,
    companies.cash_rounding as company_cash_rounding,
    companies.payment_terms_days as company_terms, document_numbering.prefix,
    document_numbering.padding, contacts.name as contact_name, contacts.uen as contact_uen,
    contacts.gst_number as contact_gst_number, contacts.contact_person, contacts.emails,
    contacts.payment_terms_days as contact_terms, billing.line1, billing.line2,
    billing.postal_code, billing.country
  from documents
  inner join companies on companies.tenant_id = documents.tenant_id
  left join document_numbering on document_numbering.tenant_id = documents.tenant_id
    and document_numbering.kind = documents.kind
  left join contacts on contacts.tenant_id = documents.tenant_id
    and contacts.id = documents.contact_id
  left join contact_addresses billing on billing.tenant_id = contacts.tenant_id
    and billing.contact_id = contacts.id and billing.kind = $1
  where documents.tenant_id = $2 and documents.id = $3
  for update of documents`,
);

const takeNumberAndWriteIssued = prepared(
  'take_number_and_write_issued',
  `with taken as (
    insert into document_series (tenant_id, kind, prefix, next_number) values ($1, $2, $3, 2)
    on conflict (tenant_id, kind, prefix)
      do update set next_number = document_series.next_number + 1
    returning next_number - 1 as value),
  numbered as (
    select taken.value, case when taken.value >= $4::bigint
        and taken.value < $4::bigint + cardinality($5::text[])
      then (taken.value - $4::bigint)::int + 1 end as position
    from taken),
  chosen as (
    select numbered.value, ($5::text[])[numbered.position] as number,
      ($6::text[])[numbered.position] as search_number
    from numbered),
  issued as (
    update documents set status = $7, number = chosen.number, number_value = chosen.value,
      contact_snapshot = $8::jsonb, due_date = $9::date,
      search_text = coalesce(chosen.search_number || ' ', '') || $10,
      issued_at = $11::timestamptz, issued_by = $12, updated_at = $13::timestamptz,
      updated_by = $14
    from chosen
    where documents.tenant_id = $1 and documents.id = $15
    returning chosen.number),
  audited as (
    insert into audit_log (tenant_id, user_id, entity, entity_id, action, before, after)
    select $1, $16, $17, $18, $19, $20::jsonb,
      jsonb_set($21::jsonb, '{number}', to_jsonb(issued.number))
    from issued)
  select chosen.value, (select issued.number from issued) as number from chosen`,
);

// Amounts as exact decimals (big.js, as packages/core computes them), never binary floats.
const money = (value) => value.toFixed(2);
const addDays = (isoDate, days) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayInSingapore = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The baselines' units for the documents bench: `listPage(page, pageSize)` and
 * `createAndIssue(lines)`, each answering `{ status: 200 }` as the load generator expects.
 */
export function rawDocumentStatements(pool, { tenantId, contactId, userId }) {
  // Ids as fresh as the server's, in a shape of its length, unlike any it makes.
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  let made = 0;
  const nextId = () => `IR${run}-${String(made++).padStart(5, '0')}`;
  const ok = { status: 200 };

  async function createAndIssue(lines) {
    const id = nextId();
    const issueDate = todayInSingapore();
    const at = new Date();
    await pool.query(claims([DEMO_TENANT, userId]));
    const lineRows = lines.map((line, index) => {
      const amount = new Big(line.quantity).times(line.unitPrice).round(2, Big.roundHalfUp);
      const tax = amount.times('0.09').round(2, Big.roundHalfUp);
      return { ...line, position: index + 1, amount, tax };
    });
    const subtotal = lineRows.reduce((sum, line) => sum.plus(line.amount), new Big(0));
    const tax = lineRows.reduce((sum, line) => sum.plus(line.tax), new Big(0));
    const total = money(subtotal.plus(tax));
    // The audit record carries the new draft, as the server's does (the record it answers).
    const draftRecord = {
      id,
      kind: 'invoice',
      status: 'draft',
      contactId,
      issueDate,
      subtotal: money(subtotal),
      tax: money(tax),
      total,
      payable: total,
      lines: lineRows.map((l) => ({ ...l, amount: money(l.amount), tax: money(l.tax) })),
    };
    await pool.query(
      insertDraft([
        ...[tenantId, id, 'invoice', 'draft', null, null, contactId, null, issueDate, null],
        ...[null, null, 'SGD', '1.00000000', '', false, 'line', false, null, null],
        ...[money(subtotal), '0.00', money(subtotal), money(tax), total, '0.00', total, '0.00'],
        ...['', '', null, null, null, null, '', at, at, null, null, userId, userId, null, null],
        ...lineRows.flatMap((l) => [
          ...[tenantId, id, l.position, null, l.description, new Big(l.quantity).toFixed(4)],
          ...['', new Big(l.unitPrice).toFixed(4), null, null, l.taxCode, '9.00'],
          ...[money(l.amount), money(l.tax)],
        ]),
        ...[tenantId, userId, 'document', id, 'create', null, JSON.stringify(draftRecord)],
      ]),
    );

    await pool.query(claims([DEMO_TENANT, userId]));
    await issueRetried(() => issue(id, issueDate));
    return ok;
  }

  // The issue's transaction, run again as the server's is when the number taken was not among
  // those formatted ahead (its check fails the statement: `issueRetried` in issue.ts).
  async function issueRetried(issueOnce) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await issueOnce();
      } catch (error) {
        if (attempt >= 5 || error.constraint !== 'documents_issued_numbered') throw error;
      }
    }
  }

  async function issue(id, issueDate) {
    await inTransaction(pool, async (client) => {
      const {
        rows: [draft],
      } = await client.query(lockDraft(['billing', tenantId, id]));
      const prefix = draft.prefix ?? 'INV-';
      const first = Number(draft.series_next ?? 1);
      const numbers = Array.from(
        { length: 32 },
        (_, i) => `${prefix}${String(first + i).padStart(draft.padding ?? 6, '0')}`,
      );
      const snapshot = {
        name: draft.contact_name,
        uen: draft.contact_uen,
        gstNumber: draft.contact_gst_number,
        contactPerson: draft.contact_person,
        email: draft.emails?.[0] ?? '',
        address: [draft.line1, draft.line2, draft.postal_code].filter(Boolean),
      };
      const dueDate = addDays(issueDate, draft.contact_terms ?? draft.company_terms ?? 30);
      const searchText = [draft.contact_name, draft.reference, draft.notes]
        .concat(draft.lines.map((l) => l.description))
        .join(' ')
        .toLowerCase();
      const issuedAt = new Date();
      const before = { number: null, status: 'draft', dueDate: null, issuedAt: null };
      const after = { number: '', status: 'issued', dueDate, issuedAt, contactSnapshot: snapshot };
      const {
        rows: [taken],
      } = await client.query(
        takeNumberAndWriteIssued([
          ...[tenantId, 'invoice', prefix, first, numbers, numbers.map((n) => n.toLowerCase())],
          ...['issued', JSON.stringify(snapshot), dueDate, searchText],
          ...[issuedAt, userId, issuedAt, userId, id],
          ...[userId, 'document', id, 'issue', JSON.stringify(before), JSON.stringify(after)],
        ]),
      );
      if (!taken.number) throw new Error('The raw baseline took no number');
    });
  }

  return {
    listStatements: '1 statement a page',
    listPage: async (page, pageSize) => {
      await pool.query(listPage([tenantId, 'invoice', pageSize, (page - 1) * pageSize]));
      return ok;
    },
    createAndIssueStatements: '7 statements an invoice, 4 of them one transaction',
    createAndIssue,
  };
}
