import { FOUNDER_LEVELS } from '@kira/core/claims';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, line } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

interface Hit {
  id: string;
}
interface Results {
  query: string;
  words: string[];
  documents: { kind: string; hits: (Hit & { number: string; contactName: string })[] }[];
  contacts: (Hit & { name: string })[];
  products: (Hit & { name: string })[];
}

let t: TestApp;
let owner: TestUser;
/** Company A's records the tests look for. */
const a = { contact: '', invoice: '', invoiceNumber: '', quotation: '', product: '', draft: '' };
/** Company B's: a customer of the same name, its invoice and product. */
const b = { contact: '', invoice: '', product: '' };

async function product(user: TestUser, code: string, name: string): Promise<string> {
  const res = await user.c.post('/api/products', {
    type: 'product',
    code,
    name,
    sellingPrice: '12.50',
    taxCode: 'SR',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function issued(user: TestUser, kind: string, contactId: string) {
  const lines = [line('40', '2', { description: 'Brass door hinges, satin finish' })];
  return issue(user, (await draft(user, { kind, contactId, lines, reference: 'PO 7781' })).id);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUpUser(t);
  await createCompany(owner, 'Serangoon Fittings Pte. Ltd.');
  a.contact = await customer(owner, 'Tan Hardware Pte. Ltd.');
  const invoice = await issued(owner, 'invoice', a.contact);
  a.invoice = invoice.id;
  a.invoiceNumber = invoice.number;
  a.quotation = (await issued(owner, 'quotation', a.contact)).id;
  a.product = await product(owner, 'HNG-01', 'Hardware hinge set');
  a.draft = (await draft(owner, { kind: 'invoice', contactId: a.contact, lines: [line('9')] })).id;

  const other = await signUpUser(t, { name: 'Goh Siew Ling' });
  await createCompany(other, 'Bedok Supplies Pte. Ltd.');
  b.contact = await customer(other, 'Tan Hardware Trading');
  b.invoice = (await issued(other, 'invoice', b.contact)).id;
  b.product = await product(other, 'HNG-01', 'Hardware hinge set');
});
afterAll(() => t?.close());

async function search(user: TestUser, q: string): Promise<Results> {
  const res = await user.c.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const idsOf = (hits: Hit[]) => hits.map((hit) => hit.id);
const documentIds = (results: Results) => results.documents.flatMap((group) => idsOf(group.hits));
const kindsOf = (results: Results) => results.documents.map((group) => group.kind);
const everyId = (results: Results) => [
  ...documentIds(results),
  ...idsOf(results.contacts),
  ...idsOf(results.products),
];

describe('GET /api/search', () => {
  it('finds a customer and their issued documents by 4 characters of their name', async () => {
    const results = await search(owner, 'hard');
    expect(idsOf(results.contacts)).toEqual([a.contact]);
    expect(results.documents).toEqual([
      { kind: 'quotation', hits: [expect.objectContaining({ id: a.quotation })] },
      {
        kind: 'invoice',
        hits: [
          {
            id: a.invoice,
            kind: 'invoice',
            number: a.invoiceNumber,
            status: 'issued',
            contactName: 'Tan Hardware Pte. Ltd.',
            issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            currency: 'SGD',
            // Two hinges at 40.00; the company is not GST-registered.
            total: '80.00',
            path: `/document/${a.invoice}`,
          },
        ],
      },
    ]);
    expect(idsOf(results.products)).toEqual([a.product]);
    expect(results.words).toEqual(['hard']);
  });

  it('finds a misspelt name, the closest first', async () => {
    const results = await search(owner, '  Tna Hardware ');
    expect(results.query).toBe('Tna Hardware');
    expect(idsOf(results.contacts)).toEqual([a.contact]);
    // Found through the close contact: its issued documents, not its draft (typed right, the
    // contact's name does not find the draft either).
    expect(documentIds(results)).toEqual([a.quotation, a.invoice]);
    expect(documentIds(results)).not.toContain(a.draft);
    // No contact is close to a misspelt line: the documents' own words are searched.
    const byLine = await search(owner, 'satin finsh');
    expect(byLine.contacts).toEqual([]);
    expect(documentIds(byLine)).toEqual([a.quotation, a.invoice]);
  });

  it('follows a misspelt name to the closest contacts’ documents, the closest contact’s first', async () => {
    // `rafles optical` against `raffles optical` 0.82, against `raffles opticians pte. ltd.` 0.65.
    const closest = await customer(owner, 'Raffles Optical');
    const next = await customer(owner, 'Raffles Opticians Pte. Ltd.');
    // Lines of their own: the other tests find documents by the hinges' lines.
    const issuedTo = async (kind: string, contactId: string) => {
      const lines = [line('180', '1', { description: 'Progressive lenses' })];
      return (await issue(owner, (await draft(owner, { kind, contactId, lines })).id)).id;
    };
    const nextInvoice = await issuedTo('invoice', next);
    const closestInvoices = [
      await issuedTo('invoice', closest),
      await issuedTo('invoice', closest),
    ];
    const closestQuotation = await issuedTo('quotation', closest);
    const results = await search(owner, 'Rafles Optical');
    expect(idsOf(results.contacts)).toEqual([closest, next]);
    const hitsOf = (kind: string) =>
      idsOf(results.documents.find((group) => group.kind === kind)?.hits ?? []);
    const invoices = hitsOf('invoice');
    // Issued the same day, the closest contact's two are in either order, before the next's.
    expect(invoices).toHaveLength(3);
    expect(new Set(invoices.slice(0, 2))).toEqual(new Set(closestInvoices));
    expect(invoices[2]).toBe(nextInvoice);
    expect(hitsOf('quotation')).toEqual([closestQuotation]);
  });

  it('finds what comes as close as the search’s threshold asks (0.5, not pg_trgm’s 0.6)', async () => {
    // `bukit tiham florsit` against `bukit timah florist`: 0.52.
    const florist = await customer(owner, 'Bukit Timah Florist');
    expect(idsOf((await search(owner, 'Bukit Tiham Florsit')).contacts)).toEqual([florist]);
  });

  it('ranks what holds the query as typed above what comes close to it', async () => {
    const close = await customer(owner, 'Kopitiem Corner');
    const asTyped = await customer(owner, 'Ah Seng Kopitiam');
    expect(idsOf((await search(owner, 'kopitiam')).contacts)).toEqual([asTyped, close]);
  });

  it('finds a document by a fragment of its number, and by its lines and reference', async () => {
    const fragment = a.invoiceNumber.slice(-5);
    expect(fragment).toMatch(/^\d{5}$/);
    expect(documentIds(await search(owner, fragment))).toContain(a.invoice);
    const byLine = await search(owner, 'satin finish');
    expect(documentIds(byLine)).toEqual([a.quotation, a.invoice]);
    expect(byLine.contacts).toEqual([]);
    expect(documentIds(await search(owner, 'po 7781'))).toContain(a.invoice);
  });

  it('refuses a query under 4 characters once trimmed, with the navbar’s message', async () => {
    for (const q of ['  ab ', 'abc', '']) {
      const res = await owner.c.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'min 4 characters',
      });
    }
  });

  it('answers only what finds nothing with empty groups', async () => {
    expect(await search(owner, 'zzzzqqqq')).toEqual({
      query: 'zzzzqqqq',
      words: ['zzzzqqqq'],
      documents: [],
      contacts: [],
      products: [],
    });
  });

  it('never finds another company’s records, nor answers a signed-out caller', async () => {
    for (const q of ['hard', 'Tan Hardware Trading', 'HNG-01', 'satin finish']) {
      const found = everyId(await search(owner, q));
      for (const theirs of Object.values(b)) expect(found, q).not.toContain(theirs);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/search?q=hard' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds only what a member’s levels may read', async () => {
    const sales = await addMember(t, owner, { ...NONE, sales: 'read' }, 'Sales Reader');
    const asSales = await search(sales, 'hard');
    expect(kindsOf(asSales)).toEqual(['quotation']);
    expect(idsOf(asSales.contacts)).toEqual([a.contact]);
    expect(idsOf(asSales.products)).toEqual([a.product]);

    const finance = await addMember(t, owner, { ...NONE, finance: 'read' }, 'Finance Reader');
    expect(kindsOf(await search(finance, 'hard'))).toEqual(['invoice']);

    const marketing = await addMember(t, owner, { ...NONE, marketing: 'read' }, 'Marketing');
    const asMarketing = await search(marketing, 'hard');
    expect(asMarketing.documents).toEqual([]);
    expect(idsOf(asMarketing.contacts)).toEqual([a.contact]);
    expect(asMarketing.products).toEqual([]);

    const admin = await addMember(
      t,
      owner,
      { ...NONE, administrator: 'write', company: 'write' },
      'Admin Only',
    );
    expect(everyId(await search(admin, 'hard'))).toEqual([]);

    const founder = await addMember(t, owner, FOUNDER_LEVELS, 'Second Founder');
    expect(everyId(await search(founder, 'hard'))).toHaveLength(4);
  });
});

describe('drafts', () => {
  it('are found by their own words, written at each save, and by their contact once issued', async () => {
    const made = await draft(owner, {
      kind: 'quotation',
      contactId: a.contact,
      reference: 'Rattan enquiry',
      lines: [line('300', '4', { description: 'Teak lounge chair' })],
    });
    const byLine = await search(owner, 'teak lounge');
    expect(documentIds(byLine)).toContain(made.id);
    const hit = byLine.documents.flatMap((group) => group.hits).find((h) => h.id === made.id);
    expect(hit?.number).toBeNull();
    expect(documentIds(await search(owner, 'rattan'))).toContain(made.id);

    // Saved again with other words: found by the new ones, no longer by the old.
    const patched = await owner.c.patch(`/api/documents/${made.id}`, {
      reference: 'Cane enquiry',
      lines: [line('300', '4', { description: 'Bamboo side table' })],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(documentIds(await search(owner, 'bamboo side'))).toContain(made.id);
    expect(documentIds(await search(owner, 'teak lounge'))).not.toContain(made.id);
    expect(documentIds(await search(owner, 'rattan'))).not.toContain(made.id);

    // A draft is not found by its contact's name; issued, it is.
    const tanBefore = documentIds(await search(owner, 'Tan Hardware'));
    expect(tanBefore).not.toContain(made.id);
    await issue(owner, made.id);
    expect(documentIds(await search(owner, 'Tan Hardware'))).toContain(made.id);
  });
});
