import { type Action, PERMISSIONS } from '@kira/core/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessList,
  addMember,
  createCompany,
  type Levels,
  NONE,
  signUpUser,
  type TestUser,
} from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path as the OpenAPI document names it. */
  route: string;
  /** Every one of these is needed (a conversion reads one department and writes another). */
  action: Action | Action[];
  call(c: TestUser['c'], founderId: string): ReturnType<TestUser['c']['get']>;
}

/** Every endpoint of a company's own data, with the action the permission table names for it. */
const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/settings/company',
    action: 'company.read',
    call: (c) => c.get('/api/settings/company'),
  },
  {
    method: 'PATCH',
    route: '/api/settings/company',
    action: 'company.update',
    call: (c) => c.patch('/api/settings/company', { phone: '61234567' }),
  },
  {
    method: 'GET',
    route: '/api/settings/company/logo',
    action: 'company.read',
    call: (c) => c.get('/api/settings/company/logo'),
  },
  {
    method: 'PUT',
    route: '/api/settings/company/logo',
    action: 'company.update',
    call: (c) => c.put('/api/settings/company/logo', PNG, { 'content-type': 'image/png' }),
  },
  {
    method: 'DELETE',
    route: '/api/settings/company/logo',
    action: 'company.update',
    call: (c) => c.delete('/api/settings/company/logo'),
  },
  {
    method: 'GET',
    route: '/api/settings/numbering',
    action: 'company.read',
    call: (c) => c.get('/api/settings/numbering'),
  },
  {
    method: 'PATCH',
    route: '/api/settings/numbering/{kind}',
    action: 'company.update',
    call: (c) => c.patch('/api/settings/numbering/quotation', { padding: 5 }),
  },
  {
    method: 'GET',
    route: '/api/members',
    action: 'members.read',
    call: (c) => c.get('/api/members'),
  },
  {
    method: 'PATCH',
    route: '/api/members/{userUid}',
    action: 'members.manage',
    call: (c, founderId) => c.patch(`/api/members/${founderId}`, { title: 'Founder' }),
  },
  {
    method: 'DELETE',
    route: '/api/members/{userUid}',
    action: 'members.manage',
    call: (c) => c.delete('/api/members/nobody-here'),
  },
  {
    method: 'GET',
    route: '/api/invites',
    action: 'members.read',
    call: (c) => c.get('/api/invites'),
  },
  {
    method: 'POST',
    route: '/api/invites',
    action: 'members.manage',
    call: (c) =>
      c.post('/api/invites', {
        email: `matrix.${Date.now()}@example.sg`,
        accessLevel: accessList(NONE),
      }),
  },
  {
    method: 'POST',
    route: '/api/invites/{id}/revoke',
    action: 'members.manage',
    call: (c) => c.post('/api/invites/no-such-invite/revoke'),
  },
  { method: 'GET', route: '/api/audit', action: 'audit.read', call: (c) => c.get('/api/audit') },
  {
    method: 'GET',
    route: '/api/contacts',
    action: 'contacts.read',
    call: (c) => c.get('/api/contacts'),
  },
  {
    method: 'GET',
    route: '/api/contacts/tags',
    action: 'contacts.read',
    call: (c) => c.get('/api/contacts/tags'),
  },
  {
    method: 'GET',
    route: '/api/contacts/export.csv',
    action: 'contacts.read',
    call: (c) => c.get('/api/contacts/export.csv'),
  },
  {
    method: 'POST',
    route: '/api/contacts',
    action: 'customers.write',
    call: (c) => c.post('/api/contacts', { role: 'customer', name: 'Matrix Customer' }),
  },
  {
    method: 'POST',
    route: '/api/contacts',
    action: 'suppliers.write',
    call: (c) => c.post('/api/contacts', { role: 'supplier', name: 'Matrix Supplier' }),
  },
  {
    method: 'GET',
    route: '/api/contacts/{id}',
    action: 'contacts.read',
    call: (c) => c.get(`/api/contacts/${fixtures.customerId}`),
  },
  {
    method: 'PATCH',
    route: '/api/contacts/{id}',
    action: 'customers.write',
    call: (c) => c.patch(`/api/contacts/${fixtures.customerId}`, { notes: 'matrix' }),
  },
  {
    method: 'PATCH',
    route: '/api/contacts/{id}',
    action: 'suppliers.write',
    call: (c) => c.patch(`/api/contacts/${fixtures.supplierId}`, { notes: 'matrix' }),
  },
  {
    method: 'POST',
    route: '/api/contacts/{id}/archive',
    action: 'suppliers.write',
    call: (c) => c.post(`/api/contacts/${fixtures.supplierId}/archive`),
  },
  {
    method: 'POST',
    route: '/api/contacts/{id}/restore',
    action: 'customers.write',
    call: (c) => c.post(`/api/contacts/${fixtures.customerId}/restore`),
  },
  {
    method: 'DELETE',
    route: '/api/contacts/{id}',
    action: 'suppliers.write',
    call: (c) => c.delete('/api/contacts/no-such-contact'),
  },
  {
    method: 'POST',
    route: '/api/contacts/import',
    action: 'suppliers.write',
    call: (c) => c.post('/api/contacts/import', { csv: 'Name\nX', mapping: { name: 'Name' } }),
  },
  {
    method: 'GET',
    route: '/api/products',
    action: 'products.read',
    call: (c) => c.get('/api/products'),
  },
  {
    method: 'GET',
    route: '/api/products/export.csv',
    action: 'products.read',
    call: (c) => c.get('/api/products/export.csv'),
  },
  {
    method: 'POST',
    route: '/api/products',
    action: 'products.write',
    call: (c) =>
      c.post('/api/products', { code: `M-${Date.now()}`, name: 'Matrix item', sellingPrice: '1' }),
  },
  {
    method: 'GET',
    route: '/api/products/{id}',
    action: 'products.read',
    call: (c) => c.get(`/api/products/${fixtures.productId}`),
  },
  {
    method: 'PATCH',
    route: '/api/products/{id}',
    action: 'products.write',
    call: (c) => c.patch(`/api/products/${fixtures.productId}`, { unit: 'pc' }),
  },
  {
    method: 'DELETE',
    route: '/api/products/{id}',
    action: 'products.write',
    call: (c) => c.delete('/api/products/no-such-product'),
  },
  {
    method: 'POST',
    route: '/api/products/import',
    action: 'products.write',
    call: (c) =>
      c.post('/api/products/import', {
        csv: 'Code,Name,Price\nM-1,X,1',
        mapping: { code: 'Code', name: 'Name', sellingPrice: 'Price' },
      }),
  },
];

/** Records the endpoints above act on, made by the founder. */
const fixtures = {
  customerId: '',
  supplierId: '',
  productId: '',
  quotationDraftId: '',
  quotationId: '',
  invoiceId: '',
  deliveryId: '',
};

/** A new draft of a kind, made by the founder (for calls that use one up). */
async function founderDraft(kind: string): Promise<string> {
  const res = await founder.c.post('/api/documents', {
    kind,
    contactId: fixtures.customerId,
    lines: [{ description: 'Matrix line', quantity: '1', unitPrice: '10' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const DOCUMENT_ENDPOINTS: Endpoint[] = [
  ...(
    [
      ['quotation', 'sales.read'],
      ['invoice', 'finance.read'],
      ['delivery', 'operation.read'],
    ] as const
  ).flatMap(([kind, action]): Endpoint[] => [
    {
      method: 'GET',
      route: '/api/documents',
      action,
      call: (c) => c.get(`/api/documents?kind=${kind}`),
    },
    {
      method: 'GET',
      route: '/api/documents/summary',
      action,
      call: (c) => c.get(`/api/documents/summary?kind=${kind}`),
    },
  ]),
  ...(
    [
      ['quotation', 'sales.write'],
      ['expense', 'finance.write'],
      ['purchase', 'operation.write'],
    ] as const
  ).map(
    ([kind, action]): Endpoint => ({
      method: 'POST',
      route: '/api/documents',
      action,
      call: (c) => c.post('/api/documents', { kind }),
    }),
  ),
  {
    method: 'GET',
    route: '/api/documents/{id}',
    action: 'finance.read',
    call: (c) => c.get(`/api/documents/${fixtures.invoiceId}`),
  },
  {
    method: 'PATCH',
    route: '/api/documents/{id}',
    action: 'sales.write',
    call: (c) => c.patch(`/api/documents/${fixtures.quotationDraftId}`, { notes: 'matrix' }),
  },
  {
    method: 'DELETE',
    route: '/api/documents/{id}',
    action: 'operation.write',
    call: async (c) => c.delete(`/api/documents/${await founderDraft('delivery')}`),
  },
  {
    method: 'POST',
    route: '/api/documents/{id}/issue',
    action: 'finance.write',
    call: async (c) => c.post(`/api/documents/${await founderDraft('invoice')}/issue`),
  },
  {
    method: 'POST',
    route: '/api/documents/{id}/{transition}',
    action: 'sales.write',
    call: (c) => c.post(`/api/documents/${fixtures.quotationId}/accept`),
  },
  {
    method: 'POST',
    route: '/api/documents/{id}/void',
    action: 'operation.write',
    call: (c) => c.post(`/api/documents/${fixtures.deliveryId}/void`, { reason: 'matrix' }),
  },
  {
    method: 'POST',
    route: '/api/documents/{id}/convert',
    action: ['sales.read', 'operation.write'],
    call: (c) => c.post(`/api/documents/${fixtures.quotationId}/convert`, { kind: 'delivery' }),
  },
  {
    method: 'POST',
    route: '/api/documents/{id}/payments',
    action: 'finance.write',
    call: (c) => c.post(`/api/documents/${fixtures.invoiceId}/payments`, { amount: '0.01' }),
  },
  {
    method: 'POST',
    route: '/api/documents/{id}/attachments',
    action: 'finance.write',
    call: (c) =>
      c.post(`/api/documents/${fixtures.invoiceId}/attachments`, PDF, {
        'content-type': 'application/pdf',
      }),
  },
  {
    method: 'GET',
    route: '/api/documents/{id}/attachments/{attachmentId}',
    action: 'finance.read',
    call: (c) => c.get(`/api/documents/${fixtures.invoiceId}/attachments/none`),
  },
  {
    method: 'DELETE',
    route: '/api/documents/{id}/attachments/{attachmentId}',
    action: 'finance.write',
    call: (c) => c.delete(`/api/documents/${fixtures.invoiceId}/attachments/none`),
  },
];
ENDPOINTS.push(...DOCUMENT_ENDPOINTS);

const DEPARTMENTS = Object.keys(NONE) as (keyof Levels)[];
const LEVELS = ['none', 'read', 'write'] as const;

function allowedByTable(action: Action | Action[], levels: Levels): boolean {
  const rank = { none: 0, read: 1, write: 2 };
  return [action]
    .flat()
    .every((one) =>
      PERMISSIONS[one].anyOf.some((grant) => rank[levels[grant.department]] >= rank[grant.level]),
    );
}

let t: TestApp;
let founder: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Founder' });
  await createCompany(founder);
  member = await addMember(t, founder, NONE, 'Member');
  const made = async (path: string, body: object) => {
    const res = await founder.c.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  fixtures.customerId = await made('/api/contacts', { role: 'customer', name: 'Fixture Customer' });
  fixtures.supplierId = await made('/api/contacts', { role: 'supplier', name: 'Fixture Supplier' });
  fixtures.quotationDraftId = await founderDraft('quotation');
  const issued = async (kind: string, price = '10') => {
    const id = await founderDraft(kind);
    if (price !== '10') {
      await founder.c.patch(`/api/documents/${id}`, {
        lines: [{ description: 'Big', quantity: '1', unitPrice: price }],
      });
    }
    const res = await founder.c.post(`/api/documents/${id}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  fixtures.quotationId = await issued('quotation');
  fixtures.invoiceId = await issued('invoice', '1000');
  fixtures.deliveryId = await issued('delivery');
  fixtures.productId = await made('/api/products', {
    code: 'FIX-1',
    name: 'Fixture',
    sellingPrice: '1',
  });
});
afterAll(async () => {
  await t.close();
});

describe('the permission matrix', () => {
  it('covers every endpoint of company data in the OpenAPI document', async () => {
    const doc = await founder.c.get('/api/openapi.json');
    expect(doc.statusCode, doc.body).toBe(200);
    const paths = doc.json().paths as Record<string, object>;
    const guarded = Object.entries(paths)
      .filter(([path]) =>
        /^\/api\/(settings|members|invites|audit|contacts|products|documents)/.test(path),
      )
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect([...new Set(ENDPOINTS.map((e) => `${e.method} ${e.route}`))].sort()).toEqual(guarded);
  });

  for (const department of DEPARTMENTS) {
    for (const level of LEVELS) {
      it(`${department} ${level}: every endpoint answers as the table says`, async () => {
        const levels: Levels = { ...NONE, [department]: level };
        const set = await founder.c.patch(`/api/members/${member.userId}`, {
          accessLevel: accessList(levels),
        });
        expect(set.statusCode, set.body).toBe(200);
        const outcomes = [];
        for (const endpoint of ENDPOINTS) {
          const res = await endpoint.call(member.c, founder.userId);
          const allowed = allowedByTable(endpoint.action, levels);
          outcomes.push({
            endpoint: `${endpoint.method} ${endpoint.route}`,
            allowed,
            status: res.statusCode,
            ok: allowed ? res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === 403,
          });
        }
        expect(outcomes.filter((o) => !o.ok)).toEqual([]);
      });
    }
  }
});
