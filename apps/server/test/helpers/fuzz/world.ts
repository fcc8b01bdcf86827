import { expect } from 'vitest';
import {
  accessList,
  addMember,
  createCompany,
  lastMailTo,
  linkIn,
  NONE,
  signUpUser,
  type TestUser,
} from '../factories.ts';
import { uniqueEmail } from '../http-client.ts';
import type { TestApp } from '../test-app.ts';
import { PDF } from './operations.ts';

type AppLike = Pick<TestApp, 'app' | 'config' | 'database'>;

/** The ids of a company's records, by kind; what path slots and body ids are filled with. */
export interface WorldIds {
  tenant: string;
  owner: string;
  member: string;
  contact: string;
  product: string;
  /** A draft invoice. */
  draft: string;
  /** An issued invoice, with `attachment` on it and paid in part by `receipt`. */
  invoice: string;
  attachment: string;
  /** The invoice's e-mail (kept in the outbox: the fuzz app has no SMTP). */
  send: string;
  receipt: string;
  invite: string;
  inviteToken: string;
  importJob: string;
  /** A finished company import: the world's company exported and made again by its owner. */
  companyImportJob: string;
  /** The contact's statement, kept (made a PDF). */
  statement: string;
  /** A bank account of the company's own (not the `bank` and `cash` every company has). */
  account: string;
  /** An application of the contact's credit to the invoice. */
  creditApplication: string;
  /** One draft of every document kind asked for (see `buildWorld`). */
  drafts: Record<string, string>;
}

/** A company with one record of every kind, its owner, and a member without levels. */
export interface World {
  t: AppLike;
  owner: TestUser;
  member: TestUser;
  ids: WorldIds;
}

const line = { description: 'Fuzz line', quantity: '2', unitPrice: '50' };

/** Founds a company and fills it: contact, product, drafts, an issued and paid invoice... */
export async function buildWorld(
  t: AppLike,
  { name = 'World', draftKinds = [] as readonly string[] } = {},
): Promise<World> {
  const owner = await signUpUser(t as TestApp, { name: `${name} Owner` });
  const tenant = await createCompany(owner, `${name} Trading Pte. Ltd.`);
  const member = await addMember(t as TestApp, owner, NONE, `${name} Member`);
  const world: World = {
    t,
    owner,
    member,
    ids: {
      tenant,
      owner: owner.userId,
      member: member.userId,
      contact: '',
      product: '',
      draft: '',
      invoice: '',
      attachment: '',
      send: '',
      receipt: '',
      invite: '',
      inviteToken: '',
      importJob: '',
      companyImportJob: '',
      statement: '',
      account: '',
      creditApplication: '',
      drafts: {},
    },
  };
  await newContact(world);
  await newProduct(world);
  await newDraft(world);
  await newInvoice(world);
  await newCredit(world);
  await newInvite(world);
  await newStatement(world);
  for (const kind of draftKinds) world.ids.drafts[kind] = await draftOf(world, kind);
  world.ids.importJob = await importJob(world);
  world.ids.companyImportJob = await companyImportJob(world);
  return world;
}

async function created(world: World, path: string, body: unknown, status = 201) {
  const res = await world.owner.c.post(path, body);
  expect(res.statusCode, `POST ${path}: ${res.body}`).toBe(status);
  return res.json();
}

export async function newContact(world: World) {
  const contact = await created(world, '/api/contacts', {
    role: 'both',
    name: 'Fuzz Customer Pte. Ltd.',
    emails: ['accounts@example.sg'],
    billingAddress: { line1: '1 Raffles Place', postalCode: '048616' },
  });
  world.ids.contact = contact.id;
}

export async function newProduct(world: World) {
  const product = await created(world, '/api/products', {
    code: `FZ-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    name: 'Fuzz widget',
    sellingPrice: '50',
    cost: '20',
  });
  world.ids.product = product.id;
}

async function draftOf(world: World, kind: string): Promise<string> {
  const body =
    kind === 'receipt' ? { kind } : { kind, contactId: world.ids.contact, lines: [line] };
  return (await created(world, '/api/documents', body)).id;
}

export async function newDraft(world: World) {
  world.ids.draft = await draftOf(world, 'invoice');
}

/** An issued invoice with a PDF attached and a payment (a receipt) recorded against it. */
export async function newInvoice(world: World) {
  const id = await draftOf(world, 'invoice');
  const issued = await world.owner.c.post(`/api/documents/${id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  world.ids.invoice = id;
  await newAttachment(world);
  const sent = await world.owner.c.post(`/api/documents/${id}/send`, { to: ['fuzz@example.sg'] });
  expect(sent.statusCode, sent.body).toBe(202);
  world.ids.send = sent.json().send.id;
  world.ids.receipt = (await created(world, `/api/documents/${id}/payments`, { amount: '10' })).id;
}

/** The contact's statement, kept by making its PDF. */
export async function newStatement(world: World) {
  const pdf = await world.owner.c.get(`/api/contacts/${world.ids.contact}/statement.pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  const kept = await world.owner.c.get(`/api/contacts/${world.ids.contact}/statements`);
  world.ids.statement = kept.json().items[0].id;
}

/** An account of the company's own, and credit of the contact applied to the invoice. */
export async function newCredit(world: World) {
  world.ids.account = (
    await created(world, '/api/settings/accounts', { name: 'Fuzz Bank', kind: 'bank' })
  ).id;
  const { contact, invoice, account } = world.ids;
  await created(world, `/api/contacts/${contact}/payments`, { amount: '20', accountId: account });
  const applied = await created(world, `/api/contacts/${contact}/credit/apply`, {
    allocations: [{ invoiceId: invoice, amount: '5' }],
  });
  world.ids.creditApplication = applied.application.applicationId;
}

export async function newAttachment(world: World) {
  const attached = await world.owner.c.post(
    `/api/documents/${world.ids.invoice}/attachments`,
    PDF,
    {
      'content-type': 'application/pdf',
      'x-file-name': 'fuzz.pdf',
    },
  );
  expect(attached.statusCode, attached.body).toBe(201);
  world.ids.attachment = attached.json().id;
}

/** A pending invitation to a new address, and the token its e-mail carries. */
export async function newInvite(world: World) {
  const email = uniqueEmail('invitee');
  const invite = await created(world, '/api/invites', { email, accessLevel: accessList(NONE) });
  const mail = await lastMailTo(world.t as TestApp, email);
  world.ids.invite = invite.id;
  world.ids.inviteToken = linkIn(mail?.text ?? '', '/invite/').replace('/invite/', '');
}

/** A finished contact import (jobs run in the background; this waits for its end). */
async function importJob(world: World): Promise<string> {
  const job = await created(
    world,
    '/api/contacts/import',
    { csv: 'Name\nImported Pte. Ltd.', mapping: { name: 'Name' } },
    202,
  );
  for (let i = 0; i < 500; i++) {
    const res = await world.owner.c.get(`/api/imports/${job.id}`);
    if (res.json().status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return job.id;
}

/** The world's company exported and imported again by its owner, waited for to its end. */
async function companyImportJob(world: World): Promise<string> {
  const archive = await world.owner.c.get('/api/company/export');
  const started = await world.owner.c.post('/api/company/import', archive.rawPayload, {
    'content-type': 'application/zip',
  });
  const job = started.json();
  for (let i = 0; i < 2000; i++) {
    const res = await world.owner.c.get(`/api/company/import/${job.id}`);
    if (res.json().status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return job.id;
}

/** Puts the member back: in the company (invited again if removed), without levels. */
export async function resetMember(world: World) {
  const { owner, member, ids } = world;
  const res = await owner.c.patch(`/api/members/${ids.member}`, { accessLevel: accessList(NONE) });
  if (res.statusCode === 200) return;
  await created(world, '/api/invites', { email: member.email, accessLevel: accessList(NONE) });
  const mail = await lastMailTo(world.t as TestApp, member.email);
  const token = linkIn(mail?.text ?? '', '/invite/').replace('/invite/', '');
  const accepted = await member.c.post(`/api/invitations/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** Makes the world's company the user's active one again (creating a company switches). */
export async function switchBack(world: World, user: TestUser) {
  const res = await user.c.post(`/api/companies/${world.ids.tenant}/switch`);
  expect(res.statusCode, res.body).toBe(200);
}
