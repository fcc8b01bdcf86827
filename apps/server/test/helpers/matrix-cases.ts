import { accessList, NONE, type TestUser } from './factories.ts';
import type { HttpClient } from './http-client.ts';
import { documentCases } from './matrix-document-cases.ts';
import { type FounderRecords, founderRecords, PNG, uniqueSuffix } from './matrix-records.ts';
import { type Need, reads, writes } from './product-grants.ts';
import type { TestApp } from './test-app.ts';

type Answer = Awaited<ReturnType<HttpClient['get']>>;

/** One call of the permission matrix, made by every member. */
export interface Case {
  /** The operation as the OpenAPI document names it: `POST /api/documents/{id}/issue`. */
  operation: string;
  /** Which record, when the rule depends on it (a kind of document, a contact's role). */
  on?: string;
  /** What PRODUCT.md section 2 asks of the caller: every need, each on any of its subjects. */
  needs: readonly Need[];
  /**
   * The one answer of an allowed call. Every call acts on a real record with a valid body, so
   * an allowed call has nothing to refuse: a 400, 404 or 409 is a failure, never "allowed".
   */
  done: 200 | 201 | 202 | 204;
  /**
   * The record the call acts on, made by the founder. Shared by the calls of this case, except:
   * `fresh: 'when allowed'` for a call that uses it up (a delete, an issue), `'always'` for one
   * needing what another member may have removed (the logo).
   */
  target?: { make(): Promise<string>; fresh?: 'when allowed' | 'always' };
  call(c: HttpClient, ref: string): Promise<Answer>;
}

export interface World {
  t: TestApp;
  founder: TestUser;
  tenantId: string;
  /** A member without levels: the calls that change a member give it a title and no levels. */
  bystanderId: string;
}

/** Every case; each operation of company data in the OpenAPI document needs at least one. */
export function matrixCases(world: World): Case[] {
  const records = founderRecords(world.t, world.founder);
  return [
    ...settingsCases(records),
    ...administratorCases(world, records),
    ...contactCases(records),
    ...productCases(records),
    ...documentCases(records),
    ...statementCases(records),
    ...moneyInCases(records),
  ];
}

function statementCases(records: FounderRecords): Case[] {
  const customer = { make: () => records.contact('customer') };
  const kept = { make: records.statement };
  return [
    {
      operation: 'GET /api/contacts/{id}/statement',
      needs: [reads('statement')],
      done: 200,
      target: customer,
      call: (c, id) => c.get(`/api/contacts/${id}/statement`),
    },
    {
      operation: 'GET /api/contacts/{id}/statements',
      needs: [reads('statement')],
      done: 200,
      target: customer,
      call: (c, id) => c.get(`/api/contacts/${id}/statements`),
    },
    {
      operation: 'GET /api/contacts/{id}/statement.pdf',
      needs: [writes('statement')],
      done: 200,
      target: customer,
      call: (c, id) => c.get(`/api/contacts/${id}/statement.pdf`),
    },
    {
      operation: 'POST /api/contacts/{id}/statement/send',
      needs: [writes('statement')],
      done: 202,
      target: customer,
      call: (c, id) => c.post(`/api/contacts/${id}/statement/send`, { to: ['matrix@example.sg'] }),
    },
    ...(['', '/pdf'] as const).map(
      (tail): Case => ({
        operation: `GET /api/statements/{id}${tail}`,
        needs: [reads('statement')],
        done: 200,
        target: kept,
        call: (c, id) => c.get(`/api/statements/${id}${tail}`),
      }),
    ),
    ...(['', '.csv'] as const).map(
      (tail): Case => ({
        operation: `GET /api/reports/aged-receivables${tail}`,
        needs: [reads('report')],
        done: 200,
        call: (c) => c.get(`/api/reports/aged-receivables${tail}`),
      }),
    ),
  ];
}

/**
 * Money in (issue 36): the accounts are company settings that finance's readers may list (a
 * payment names one); payments, credit and refunds are finance's ("record payments"; a
 * refund is a document of finance like a receipt).
 */
function moneyInCases(records: FounderRecords): Case[] {
  const pair = (ref: string) => ref.split('|') as [string, string];
  return [
    {
      operation: 'GET /api/settings/accounts',
      needs: [reads('company settings', 'receipt')],
      done: 200,
      call: (c) => c.get('/api/settings/accounts'),
    },
    {
      operation: 'POST /api/settings/accounts',
      needs: [writes('company settings')],
      done: 201,
      call: (c) =>
        c.post('/api/settings/accounts', { name: `Bank ${uniqueSuffix()}`, kind: 'bank' }),
    },
    {
      operation: 'PATCH /api/settings/accounts/{id}',
      needs: [writes('company settings')],
      done: 200,
      target: { make: records.account },
      call: (c, id) => c.patch(`/api/settings/accounts/${id}`, { name: `Bank ${uniqueSuffix()}` }),
    },
    {
      operation: 'GET /api/contacts/{id}/credit',
      needs: [reads('invoice')],
      done: 200,
      target: { make: () => records.contact('customer') },
      call: (c, id) => c.get(`/api/contacts/${id}/credit`),
    },
    {
      operation: 'POST /api/contacts/{id}/payments',
      needs: [writes('receipt')],
      done: 201,
      target: { make: () => records.contact('customer') },
      call: (c, id) => c.post(`/api/contacts/${id}/payments`, { amount: '0.01' }),
    },
    {
      operation: 'POST /api/contacts/{id}/credit/apply',
      needs: [writes('receipt')],
      done: 201,
      target: { make: records.customerInCredit },
      call: (c, ref) => {
        const [contactId, invoiceId] = pair(ref);
        return c.post(`/api/contacts/${contactId}/credit/apply`, {
          allocations: [{ invoiceId, amount: '0.01' }],
        });
      },
    },
    {
      operation: 'DELETE /api/contacts/{id}/credit/applications/{applicationId}',
      needs: [writes('receipt')],
      done: 200,
      target: { make: records.creditApplication, fresh: 'when allowed' },
      call: (c, ref) => {
        const [contactId, applicationId] = pair(ref);
        return c.delete(`/api/contacts/${contactId}/credit/applications/${applicationId}`);
      },
    },
    {
      operation: 'POST /api/contacts/{id}/credit/refund',
      needs: [writes('receipt')],
      done: 201,
      target: { make: records.customerInCredit },
      call: (c, ref) => c.post(`/api/contacts/${pair(ref)[0]}/credit/refund`, { amount: '0.01' }),
    },
  ];
}

function settingsCases(records: FounderRecords): Case[] {
  const read = [reads('company settings')];
  const write = [writes('company settings')];
  return [
    {
      operation: 'GET /api/settings/company',
      needs: read,
      done: 200,
      call: (c) => c.get('/api/settings/company'),
    },
    {
      operation: 'PATCH /api/settings/company',
      needs: write,
      done: 200,
      call: (c) => c.patch('/api/settings/company', { phone: '61234567' }),
    },
    {
      operation: 'GET /api/settings/company/logo',
      needs: read,
      done: 200,
      target: { make: records.logo, fresh: 'always' },
      call: (c) => c.get('/api/settings/company/logo'),
    },
    {
      operation: 'PUT /api/settings/company/logo',
      needs: write,
      done: 200,
      call: (c) => c.put('/api/settings/company/logo', PNG, { 'content-type': 'image/png' }),
    },
    {
      operation: 'DELETE /api/settings/company/logo',
      needs: write,
      done: 200,
      target: { make: records.logo, fresh: 'when allowed' },
      call: (c) => c.delete('/api/settings/company/logo'),
    },
    {
      operation: 'GET /api/settings/numbering',
      needs: read,
      done: 200,
      call: (c) => c.get('/api/settings/numbering'),
    },
    {
      operation: 'PATCH /api/settings/numbering/{kind}',
      needs: write,
      done: 200,
      call: (c) => c.patch('/api/settings/numbering/quotation', { padding: 5 }),
    },
    {
      operation: 'GET /api/settings/document-mail',
      needs: read,
      done: 200,
      call: (c) => c.get('/api/settings/document-mail'),
    },
    {
      operation: 'PUT /api/settings/document-mail/{kind}',
      needs: write,
      done: 200,
      call: (c) =>
        c.put('/api/settings/document-mail/invoice', { subject: 'Bill {number}', message: '' }),
    },
    {
      operation: 'DELETE /api/settings/document-mail/{kind}',
      needs: write,
      done: 200,
      call: (c) => c.delete('/api/settings/document-mail/invoice'),
    },
  ];
}

function administratorCases({ tenantId, bystanderId }: World, records: FounderRecords): Case[] {
  return [
    {
      operation: 'GET /api/members',
      needs: [reads('members')],
      done: 200,
      call: (c) => c.get('/api/members'),
    },
    {
      operation: 'PATCH /api/members/{userUid}',
      needs: [writes('members')],
      done: 200,
      call: (c) => c.patch(`/api/members/${bystanderId}`, { title: 'Storekeeper' }),
    },
    {
      operation: 'DELETE /api/members/{userUid}',
      needs: [writes('members')],
      done: 200,
      target: { make: records.memberToRemove, fresh: 'when allowed' },
      call: (c, userId) => c.delete(`/api/members/${userId}`),
    },
    {
      operation: 'POST /api/claims',
      // "access levels" are the administrator's.
      needs: [writes('members')],
      done: 200,
      call: (c) =>
        c.post('/api/claims', {
          userUid: bystanderId,
          tenantId,
          accessLevel: accessList(NONE),
          // A new company is on its trial of Business (docs/plans.md).
          subscription: 'business',
        }),
    },
    {
      operation: 'PUT /api/subscription',
      needs: [writes('subscription')],
      done: 200,
      // Business, as the trial is: the company's limits stay out of the other cases' way.
      call: (c) => c.put('/api/subscription', { plan: 'business' }),
    },
    {
      // "Administrators only" (issue 38): the whole company's data, members and audit log too.
      operation: 'GET /api/company/export',
      needs: [writes('members')],
      done: 200,
      call: (c) => c.get('/api/company/export'),
    },
    {
      operation: 'GET /api/invites',
      needs: [reads('members')],
      done: 200,
      call: (c) => c.get('/api/invites'),
    },
    {
      operation: 'POST /api/invites',
      needs: [writes('members')],
      done: 201,
      call: (c) =>
        c.post('/api/invites', {
          email: `matrix.${uniqueSuffix()}@example.sg`,
          accessLevel: accessList(NONE),
        }),
    },
    {
      operation: 'POST /api/invites/{id}/revoke',
      needs: [writes('members')],
      done: 200,
      target: { make: records.invite, fresh: 'when allowed' },
      call: (c, id) => c.post(`/api/invites/${id}/revoke`),
    },
    {
      operation: 'GET /api/audit',
      needs: [reads('audit log')],
      done: 200,
      call: (c) => c.get('/api/audit'),
    },
  ];
}

function contactCases(records: FounderRecords): Case[] {
  const anyContact = ['customer', 'supplier'] as const;
  const book = (['', '/tags', '/export.csv'] as const).map(
    (tail): Case => ({
      operation: `GET /api/contacts${tail}`,
      needs: [reads(...anyContact)],
      done: 200,
      call: (c) => c.get(`/api/contacts${tail}`),
    }),
  );
  const importing: Case = {
    operation: 'POST /api/contacts/import',
    // Anyone who may write some contacts may start one; each row is then checked by its role.
    needs: [writes(...anyContact)],
    done: 202,
    call: (c) =>
      c.post('/api/contacts/import', {
        csv: `Name\nImported ${uniqueSuffix()}`,
        mapping: { name: 'Name' },
      }),
  };
  const perRole = anyContact.flatMap((role): Case[] => {
    const shared = { make: () => records.contact(role) };
    return [
      {
        operation: 'POST /api/contacts',
        on: role,
        needs: [writes(role)],
        done: 201,
        call: (c) => c.post('/api/contacts', { role, name: `New ${role} ${uniqueSuffix()}` }),
      },
      {
        operation: 'GET /api/contacts/{id}',
        on: role,
        needs: [reads(role)],
        done: 200,
        target: shared,
        call: (c, id) => c.get(`/api/contacts/${id}`),
      },
      {
        operation: 'PATCH /api/contacts/{id}',
        on: role,
        needs: [writes(role)],
        done: 200,
        target: shared,
        call: (c, id) => c.patch(`/api/contacts/${id}`, { notes: 'Seen by the matrix' }),
      },
      ...(['archive', 'restore'] as const).map(
        (verb): Case => ({
          operation: `POST /api/contacts/{id}/${verb}`,
          on: role,
          needs: [writes(role)],
          done: 200,
          target: shared,
          call: (c, id) => c.post(`/api/contacts/${id}/${verb}`),
        }),
      ),
      {
        operation: 'DELETE /api/contacts/{id}',
        on: role,
        needs: [writes(role)],
        done: 204,
        target: { make: () => records.contact(role), fresh: 'when allowed' },
        call: (c, id) => c.delete(`/api/contacts/${id}`),
      },
    ];
  });
  return [...book, importing, ...perRole];
}

function productCases(records: FounderRecords): Case[] {
  const shared = { make: records.product };
  return [
    ...(['', '/export.csv'] as const).map(
      (tail): Case => ({
        operation: `GET /api/products${tail}`,
        needs: [reads('product')],
        done: 200,
        call: (c) => c.get(`/api/products${tail}`),
      }),
    ),
    {
      operation: 'POST /api/products',
      needs: [writes('product')],
      done: 201,
      call: (c) =>
        c.post('/api/products', { code: `N-${uniqueSuffix()}`, name: 'New', sellingPrice: '1' }),
    },
    {
      operation: 'GET /api/products/{id}',
      needs: [reads('product')],
      done: 200,
      target: shared,
      call: (c, id) => c.get(`/api/products/${id}`),
    },
    {
      operation: 'PATCH /api/products/{id}',
      needs: [writes('product')],
      done: 200,
      target: shared,
      call: (c, id) => c.patch(`/api/products/${id}`, { unit: 'pc' }),
    },
    {
      operation: 'DELETE /api/products/{id}',
      needs: [writes('product')],
      done: 204,
      target: { make: records.product, fresh: 'when allowed' },
      call: (c, id) => c.delete(`/api/products/${id}`),
    },
    {
      operation: 'POST /api/products/import',
      needs: [writes('product')],
      done: 202,
      call: (c) =>
        c.post('/api/products/import', {
          csv: `Code,Name,Price\nI-${uniqueSuffix()},Imported,1`,
          mapping: { code: 'Code', name: 'Name', sellingPrice: 'Price' },
        }),
    },
  ];
}
