import type { Case } from './matrix-cases.ts';
import { type FounderRecords, PDF } from './matrix-records.ts';
import { reads, type Subject, writes } from './product-grants.ts';

/** Each kind of document as PRODUCT.md section 2 names it, under its department. */
const KINDS = {
  quotation: 'quotation',
  service: 'service order',
  invoice: 'invoice',
  receipt: 'receipt',
  credit: 'credit note',
  expense: 'expense',
  delivery: 'delivery order',
  purchase: 'purchase order',
} as const satisfies Record<string, Subject>;
type Kind = keyof typeof KINDS;

/** Reading and starting a document: every kind, so a kind filed under the wrong department shows. */
function everyKind(records: FounderRecords): Case[] {
  return (Object.keys(KINDS) as Kind[]).flatMap((kind): Case[] => [
    {
      operation: 'GET /api/documents',
      on: kind,
      needs: [reads(KINDS[kind])],
      done: 200,
      call: (c) => c.get(`/api/documents?kind=${kind}`),
    },
    {
      operation: 'POST /api/documents',
      on: kind,
      needs: [writes(KINDS[kind])],
      done: 201,
      call: (c) => c.post('/api/documents', { kind }),
    },
    {
      operation: 'GET /api/documents/{id}',
      on: kind,
      needs: [reads(KINDS[kind])],
      done: 200,
      target: { make: () => records.draft(kind) },
      call: (c, id) => c.get(`/api/documents/${id}`),
    },
  ]);
}

/** The rest of the lifecycle checks a kind's department as reading does: one kind each. */
function lifecycle(records: FounderRecords): Case[] {
  return (['quotation', 'invoice', 'delivery'] as const).flatMap((kind): Case[] => {
    const read = [reads(KINDS[kind])];
    const write = [writes(KINDS[kind])];
    const fresh = (make: () => Promise<string>) => ({ make, fresh: 'when allowed' as const });
    return [
      {
        operation: 'GET /api/documents/summary',
        on: kind,
        needs: read,
        done: 200,
        call: (c) => c.get(`/api/documents/summary?kind=${kind}`),
      },
      {
        operation: 'GET /api/documents/export.csv',
        on: kind,
        needs: read,
        done: 200,
        call: (c) => c.get(`/api/documents/export.csv?kind=${kind}`),
      },
      {
        operation: 'GET /api/documents/defaults',
        on: kind,
        // What a new document starts from: whoever may start one, not the settings' readers.
        needs: write,
        done: 200,
        call: (c) => c.get(`/api/documents/defaults?kind=${kind}`),
      },
      {
        operation: 'GET /api/documents/{id}/history',
        on: kind,
        needs: read,
        done: 200,
        target: { make: () => records.draft(kind) },
        call: (c, id) => c.get(`/api/documents/${id}/history`),
      },
      {
        operation: 'POST /api/documents/{id}/duplicate',
        on: kind,
        needs: write,
        done: 201,
        target: { make: () => records.issued(kind) },
        call: (c, id) => c.post(`/api/documents/${id}/duplicate`),
      },
      {
        operation: 'PATCH /api/documents/{id}',
        on: kind,
        needs: write,
        done: 200,
        target: { make: () => records.draft(kind) },
        call: (c, id) => c.patch(`/api/documents/${id}`, { notes: 'Seen by the matrix' }),
      },
      {
        operation: 'DELETE /api/documents/{id}',
        on: kind,
        needs: write,
        done: 204,
        target: fresh(() => records.draft(kind)),
        call: (c, id) => c.delete(`/api/documents/${id}`),
      },
      {
        operation: 'POST /api/documents/{id}/issue',
        on: kind,
        needs: write,
        done: 200,
        target: fresh(() => records.draft(kind)),
        call: (c, id) => c.post(`/api/documents/${id}/issue`),
      },
      {
        operation: 'POST /api/documents/{id}/void',
        on: kind,
        needs: write,
        done: 200,
        target: fresh(() => records.issued(kind)),
        call: (c, id) => c.post(`/api/documents/${id}/void`, { reason: 'Matrix' }),
      },
      {
        operation: 'POST /api/documents/{id}/attachments',
        on: kind,
        needs: write,
        done: 201,
        // A document takes at most 10 attachments.
        target: fresh(() => records.draft(kind)),
        call: (c, id) =>
          c.post(`/api/documents/${id}/attachments`, PDF, { 'content-type': 'application/pdf' }),
      },
      {
        operation: 'GET /api/documents/{id}/pdf',
        on: kind,
        needs: read,
        done: 200,
        target: { make: () => records.issued(kind) },
        call: (c, id) => c.get(`/api/documents/${id}/pdf`),
      },
      {
        operation: 'GET /api/documents/pdfs.zip',
        on: kind,
        needs: read,
        done: 200,
        target: { make: () => records.issued(kind) },
        call: (c, id) => c.get(`/api/documents/pdfs.zip?ids=${id}`),
      },
      {
        operation: 'GET /api/documents/{id}/send',
        on: kind,
        needs: write,
        done: 200,
        target: { make: () => records.issued(kind) },
        call: (c, id) => c.get(`/api/documents/${id}/send`),
      },
      {
        operation: 'POST /api/documents/{id}/send',
        on: kind,
        needs: write,
        done: 202,
        target: { make: () => records.issued(kind) },
        call: (c, id) => c.post(`/api/documents/${id}/send`, { to: ['matrix@example.sg'] }),
      },
      {
        operation: 'POST /api/documents/{id}/sends/{sendId}/retry',
        on: kind,
        needs: write,
        done: 200,
        target: fresh(() => records.failedSend(kind)),
        call: (c, path) => c.post(`/api/documents/${path}/retry`),
      },
      {
        operation: 'GET /api/documents/{id}/attachments/{attachmentId}',
        on: kind,
        needs: read,
        done: 200,
        target: { make: () => records.attachment(kind) },
        call: (c, path) => c.get(`/api/documents/${path}`),
      },
      {
        operation: 'DELETE /api/documents/{id}/attachments/{attachmentId}',
        on: kind,
        needs: write,
        done: 204,
        target: fresh(() => records.attachment(kind)),
        call: (c, path) => c.delete(`/api/documents/${path}`),
      },
    ];
  });
}

const TRANSITIONS = [
  ['accept', 'quotation'],
  ['complete', 'service'],
  ['deliver', 'delivery'],
  ['receive', 'purchase'],
] as const;

// PRODUCT.md section 3: "Converting needs read on the source's department and write on the
// target's." Pairs across departments both ways, and one within a department.
const CONVERSIONS = [
  ['quotation', 'service'],
  ['quotation', 'invoice'],
  ['quotation', 'delivery'],
  ['invoice', 'delivery'],
  ['purchase', 'expense'],
] as const;

export function documentCases(records: FounderRecords): Case[] {
  const transitions = TRANSITIONS.map(
    ([transition, kind]): Case => ({
      operation: 'POST /api/documents/{id}/{transition}',
      on: `${transition} a ${KINDS[kind]}`,
      needs: [writes(KINDS[kind])],
      done: 200,
      target: { make: () => records.issued(kind), fresh: 'when allowed' },
      call: (c, id) => c.post(`/api/documents/${id}/${transition}`),
    }),
  );
  const conversions = CONVERSIONS.map(
    ([from, to]): Case => ({
      operation: 'POST /api/documents/{id}/convert',
      on: `${KINDS[from]} into ${KINDS[to]}`,
      needs: [reads(KINDS[from]), writes(KINDS[to])],
      done: 201,
      target: { make: () => records.issued(from) },
      call: (c, id) => c.post(`/api/documents/${id}/convert`, { kind: to }),
    }),
  );
  const payment: Case = {
    operation: 'POST /api/documents/{id}/payments',
    on: 'invoice',
    // "finance ... record payments"; section 3: a payment is a receipt allocated to the invoice.
    needs: [writes('receipt')],
    done: 201,
    target: { make: () => records.issued('invoice') },
    call: (c, id) => c.post(`/api/documents/${id}/payments`, { amount: '0.01' }),
  };
  // The letterhead heads every document: whoever may read documents of any kind reads it.
  const anyKind = [reads(...Object.values(KINDS))];
  const letterhead: Case[] = [
    {
      operation: 'GET /api/documents/letterhead',
      needs: anyKind,
      done: 200,
      call: (c) => c.get('/api/documents/letterhead'),
    },
    {
      operation: 'GET /api/documents/letterhead/logo',
      needs: anyKind,
      done: 200,
      // Another member's case may have removed the logo.
      target: { make: records.logo, fresh: 'always' },
      call: (c) => c.get('/api/documents/letterhead/logo'),
    },
  ];
  return [
    ...everyKind(records),
    ...lifecycle(records),
    ...transitions,
    ...conversions,
    payment,
    ...letterhead,
  ];
}
