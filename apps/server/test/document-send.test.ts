import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ensureBaseCompanies } from '../src/companies/ensure-base-companies.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { OpenDatabase } from '../src/db/database.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createMailer, type OutboxMailer } from '../src/mail/mailer.ts';
import { draft, issue, line, read } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { type Inbox, startInbox } from './helpers/smtp-inbox.ts';
import { RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

/** Addresses the inbox refuses for now (a 550, final): a test lifts the refusal to retry. */
const refused = new Set<string>();
let inbox: Inbox;
let database: OpenDatabase;
let t: TestApp;
let mailer: OutboxMailer;
let founder: TestUser;
let contactId: string;

/** The real app, its mail delivered by SMTP to the inbox with retries within milliseconds. */
async function buildSendingApp(): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kira-data-')) }),
    ...RAISED_LIMITS,
    smtpUrl: inbox.url,
  };
  await ensureBaseCompanies(database.db, config.platformTenant);
  mailer = createMailer({
    db: database.db,
    smtp: { url: inbox.url, timeoutMs: 5_000 },
    from: 'Kira <no-reply@kira.localhost>',
    log: { info: () => {}, warn: () => {}, error: () => {} },
    policy: { firstRetryMs: 20, maxRetryMs: 200, idlePollMs: 500 },
  });
  const app: FastifyInstance = await buildApp({
    config,
    database,
    version: 'test',
    logger: process.env.KIRA_TEST_LOG ? { level: 'error' } : false,
    mailer,
    checkAnswers: true,
  });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

beforeAll(async () => {
  inbox = await startInbox(0, { refuses: (address) => refused.has(address) });
  database = await openTestDatabase();
  t = await buildSendingApp();
  founder = await signUpUser(t, { name: 'Lim Ah Kow' });
  await createCompany(founder, 'Lim Trading Pte. Ltd.');
  const contact = await founder.c.post('/api/contacts', {
    role: 'customer',
    name: 'Kopi Corner',
    emails: ['accounts@kopi.example.sg'],
  });
  expect(contact.statusCode, contact.body).toBe(201);
  contactId = contact.json().id;
});
afterAll(async () => {
  await t.close();
  await database.close();
  await inbox.close();
});

/** Polls the document until its newest send is in `status`; a deadline only a fault reaches. */
async function sendStatus(id: string, status: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const document = await read(founder, id);
    if (document.sends[0]?.status === status) return document;
    if (Date.now() > deadline)
      throw new Error(`The send is ${document.sends[0]?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The mail to `to` with `subject`, once the inbox has it. */
async function arrived(to: string, subject: string) {
  await expect
    .poll(() => inbox.messages.some((m) => m.to.includes(to) && m.subject === subject), {
      timeout: 30_000,
    })
    .toBe(true);
  const mail = inbox.messages.find((m) => m.to.includes(to) && m.subject === subject);
  if (!mail) throw new Error(`No mail "${subject}" to ${to}`);
  return mail;
}

async function issuedInvoice(price = '100') {
  const made = await draft(founder, { kind: 'invoice', contactId, lines: [line(price)] });
  return issue(founder, made.id);
}

describe('sending a document by e-mail', () => {
  it('proposes the contact’s address and the company’s words for the kind', async () => {
    const invoice = await issuedInvoice();
    const proposed = await founder.c.get(`/api/documents/${invoice.id}/send`);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      to: ['accounts@kopi.example.sg'],
      subject: `Invoice ${invoice.number} from Lim Trading Pte. Ltd.`,
      issuesFirst: false,
    });
    expect(proposed.json().message).toContain('Dear Kopi Corner,');
  });

  it('delivers the mail with the PDF attached, and records the send on the document', async () => {
    const invoice = await issuedInvoice('250');
    const sent = await founder.c.post(`/api/documents/${invoice.id}/send`, {
      to: ['accounts@kopi.example.sg'],
      cc: [founder.email],
      message: 'Hello from Lim Trading',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().send).toMatchObject({
      to: ['accounts@kopi.example.sg'],
      cc: [founder.email.toLowerCase()],
      by: 'Lim Ah Kow',
    });
    const document = await sendStatus(invoice.id, 'sent');
    expect(document.sends).toHaveLength(1);
    expect(document.sends[0].error).toBeNull();

    const arrived = inbox.messages.find((m) => m.subject.includes(invoice.number));
    if (!arrived) throw new Error('The mail did not arrive');
    expect(arrived.to).toEqual(['accounts@kopi.example.sg', founder.email.toLowerCase()]);
    const mail = await simpleParser(arrived.raw);
    expect(mail.subject).toBe(`Invoice ${invoice.number} from Lim Trading Pte. Ltd.`);
    expect(mail.from?.text).toContain('no-reply@kira.localhost');
    expect(mail.cc && 'text' in mail.cc ? mail.cc.text : '').toBe(founder.email.toLowerCase());
    expect(mail.text?.trim()).toBe('Hello from Lim Trading');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`${invoice.number}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const history = await founder.c.get(`/api/documents/${invoice.id}/history`);
    expect(history.json().items.map((entry: { action: string }) => entry.action)).toContain('send');
  });

  it('records a refused delivery as failed, and sends it again when asked', async () => {
    const address = 'gone@kopi.example.sg';
    refused.add(address);
    const invoice = await issuedInvoice('80');
    const sent = await founder.c.post(`/api/documents/${invoice.id}/send`, { to: [address] });
    expect(sent.statusCode, sent.body).toBe(202);
    const failed = await sendStatus(invoice.id, 'failed');
    expect(failed.sends[0].error).toMatch(/550|No such mailbox/);
    expect(failed.abilities.send).toBe(true);

    // The mailbox exists again: the retry is delivered, on the same send.
    refused.delete(address);
    const again = await founder.c.post(
      `/api/documents/${invoice.id}/sends/${failed.sends[0].id}/retry`,
    );
    expect(again.statusCode, again.body).toBe(200);
    const delivered = await sendStatus(invoice.id, 'sent');
    expect(delivered.sends).toHaveLength(1);
    expect(inbox.messages.filter((m) => m.to.includes(address))).toHaveLength(1);

    // A delivered mail is not sent again by a retry.
    const twice = await founder.c.post(
      `/api/documents/${invoice.id}/sends/${failed.sends[0].id}/retry`,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('sends a draft only when asked to issue it, then with its number', async () => {
    const made = await draft(founder, { kind: 'invoice', contactId, lines: [line('40')] });
    const refusedDraft = await founder.c.post(`/api/documents/${made.id}/send`, {
      to: ['accounts@kopi.example.sg'],
    });
    expect(refusedDraft.statusCode).toBe(409);
    expect((await read(founder, made.id)).status).toBe('draft');
    const proposed = await founder.c.get(`/api/documents/${made.id}/send`);
    expect(proposed.json()).toMatchObject({ issuesFirst: true });
    // A draft has no snapshot of its contact yet: the words name the contact as it is now, and
    // say that the number and the due date come at issue.
    expect(proposed.json().message).toContain('Dear Kopi Corner,');
    expect(proposed.json().message).toMatch(/\(number at issue\)|\(date at issue\)/);
    expect(proposed.json().message).not.toContain('due on .');

    const sent = await founder.c.post(`/api/documents/${made.id}/send`, {
      to: ['accounts@kopi.example.sg'],
      issue: true,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const { document } = sent.json();
    expect(document.status).toBe('issued');
    expect(document.number).toMatch(/^INV-/);
    expect(sent.json().send.subject).toBe(`Invoice ${document.number} from Lim Trading Pte. Ltd.`);
  });

  it('uses the company’s own words for a kind, until it goes back to the default', async () => {
    const own = await founder.c.put('/api/settings/document-mail/invoice', {
      subject: 'Bill {number} for {contact}',
      message: 'Balance: {balance}',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items.find((i: { kind: string }) => i.kind === 'invoice')).toMatchObject({
      custom: true,
    });
    const invoice = await issuedInvoice('10');
    const proposed = (await founder.c.get(`/api/documents/${invoice.id}/send`)).json();
    expect(proposed.subject).toBe(`Bill ${invoice.number} for Kopi Corner`);
    expect(proposed.message).toBe('Balance: S$10.00');
    const back = await founder.c.delete('/api/settings/document-mail/invoice');
    expect(back.json().items.find((i: { kind: string }) => i.kind === 'invoice')).toMatchObject({
      custom: false,
      subject: '{title} {number} from {company}',
    });
    const bad = await founder.c.put('/api/settings/document-mail/invoice', { subject: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a void document, a bad address, a reader and another company', async () => {
    const invoice = await issuedInvoice('5');
    const badAddress = await founder.c.post(`/api/documents/${invoice.id}/send`, {
      to: ['not an address'],
    });
    expect(badAddress.statusCode).toBe(400);
    const reader = await addMember(t, founder, { ...NONE, finance: 'read' });
    const byReader = await reader.c.post(`/api/documents/${invoice.id}/send`, {
      to: ['accounts@kopi.example.sg'],
    });
    expect(byReader.statusCode).toBe(403);
    expect((await read(reader, invoice.id)).abilities.send).toBe(false);

    const stranger = await signUpUser(t, { name: 'Other Owner' });
    await createCompany(stranger, 'Other Pte. Ltd.');
    const fromOutside = await stranger.c.post(`/api/documents/${invoice.id}/send`, {
      to: ['x@example.sg'],
    });
    expect(fromOutside.statusCode).toBe(404);

    const voided = await founder.c.post(`/api/documents/${invoice.id}/void`, { reason: 'Wrong' });
    expect(voided.statusCode, voided.body).toBe(200);
    const sendVoid = await founder.c.post(`/api/documents/${invoice.id}/send`, {
      to: ['accounts@kopi.example.sg'],
    });
    expect(sendVoid.statusCode).toBe(409);
  });
});

describe('who a sent document comes from, and where replies go', () => {
  it('comes from "{company} via Kira", replies to the company or the member, the member’s copy hidden', async () => {
    // A name that would make other addresses if it were written into the header as text.
    const companyName = 'Tan, "Best" & Sons <x@evil.example>';
    const owner = await signUpUser(t, { name: 'Tan Ah Seng' });
    await createCompany(owner, companyName);
    const customer = `buyer.${Date.now()}@kopi.example.sg`;
    const contact = await owner.c.post('/api/contacts', {
      role: 'customer',
      name: 'Buyer',
      emails: [customer],
    });
    const made = await draft(owner, {
      kind: 'invoice',
      contactId: contact.json().id,
      lines: [line('30')],
    });
    const invoice = await issue(owner, made.id);
    const ownEmail = owner.email.toLowerCase();

    // The company has no address of its own: replies go to the member who sends.
    const proposed = (await owner.c.get(`/api/documents/${invoice.id}/send`)).json();
    expect(proposed).toMatchObject({ fromName: `${companyName} via Kira`, replyTo: ownEmail });
    const first = await owner.c.post(`/api/documents/${invoice.id}/send`, {
      to: [customer],
      copyMe: true,
      subject: 'First',
    });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().send.cc).toEqual([]);
    const firstArrived = await arrived(customer, 'First');
    // One mail: the member is among its recipients, yet named nowhere in it.
    expect(firstArrived.to).toEqual([customer, ownEmail]);
    const firstMail = await simpleParser(firstArrived.raw);
    expect(firstMail.headers.has('cc')).toBe(false);
    expect(firstMail.headers.has('bcc')).toBe(false);
    expect(firstMail.from?.value).toEqual([
      { name: `${companyName} via Kira`, address: 'no-reply@kira.localhost' },
    ]);
    expect(firstMail.replyTo?.value).toEqual([{ name: '', address: ownEmail }]);
    expect(firstMail.to && 'value' in firstMail.to ? firstMail.to.value : []).toEqual([
      { name: '', address: customer },
    ]);

    // With an address in the company's settings, replies go there.
    const settings = await owner.c.patch('/api/settings/company', {
      email: 'accounts@tan-sons.example.sg',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const now = (await owner.c.get(`/api/documents/${invoice.id}/send`)).json();
    expect(now.replyTo).toBe('accounts@tan-sons.example.sg');
    const second = await owner.c.post(`/api/documents/${invoice.id}/send`, {
      to: [customer],
      subject: 'Second',
    });
    expect(second.statusCode, second.body).toBe(202);
    const secondArrived = await arrived(customer, 'Second');
    expect(secondArrived.to).toEqual([customer]);
    const secondMail = await simpleParser(secondArrived.raw);
    expect(secondMail.subject).toBe('Second');
    expect(secondMail.from?.value).toEqual([
      { name: `${companyName} via Kira`, address: 'no-reply@kira.localhost' },
    ]);
    expect(secondMail.replyTo?.value).toEqual([
      { name: '', address: 'accounts@tan-sons.example.sg' },
    ]);
  });
});

describe('Idempotency-Key on sending', () => {
  it('sends one mail for a key used twice, answers the same, and refuses the key with another body', async () => {
    const invoice = await issuedInvoice('61');
    const key = { 'idempotency-key': `send-${invoice.id}` };
    const body = { to: ['accounts@kopi.example.sg'], subject: `Once ${invoice.id}` };
    const first = await founder.c.post(`/api/documents/${invoice.id}/send`, body, key);
    expect(first.statusCode, first.body).toBe(202);
    const again = await founder.c.post(`/api/documents/${invoice.id}/send`, body, key);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toEqual(first.json());
    const other = await founder.c.post(
      `/api/documents/${invoice.id}/send`,
      { ...body, subject: 'Another' },
      key,
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const document = await sendStatus(invoice.id, 'sent');
    expect(document.sends).toHaveLength(1);
    const mails = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, body.subject));
    expect(mails).toHaveLength(1);
  });

  it('retries a failed send once for a key used twice', async () => {
    const address = `gone-again.${Date.now()}@kopi.example.sg`;
    refused.add(address);
    const invoice = await issuedInvoice('62');
    const sent = await founder.c.post(`/api/documents/${invoice.id}/send`, { to: [address] });
    expect(sent.statusCode, sent.body).toBe(202);
    const failed = await sendStatus(invoice.id, 'failed');
    refused.delete(address);
    const retry = `/api/documents/${invoice.id}/sends/${failed.sends[0].id}/retry`;
    const key = { 'idempotency-key': `retry-${invoice.id}` };
    const first = await founder.c.post(retry, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await founder.c.post(retry, {}, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    await sendStatus(invoice.id, 'sent');
    expect(inbox.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
  });
});

describe('without SMTP', () => {
  it('keeps the mail in the outbox, and the send says so', async () => {
    const { buildTestApp } = await import('./helpers/test-app.ts');
    const plain = await buildTestApp({}, { database });
    try {
      const owner = await signUpUser(plain, { name: 'Tan Mei Ling' });
      await createCompany(owner, 'Tan Hardware Pte. Ltd.');
      const made = await draft(owner, {
        kind: 'quotation',
        contactId: (
          await owner.c.post('/api/contacts', { role: 'customer', name: 'Ah Huat' })
        ).json().id,
        lines: [line('12')],
      });
      const quotation = await issue(owner, made.id);
      const sent = await owner.c.post(`/api/documents/${quotation.id}/send`, {
        to: ['ahhuat@example.sg'],
      });
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json().send).toMatchObject({ status: 'stored', error: null });
      expect((await read(owner, quotation.id)).sends[0].status).toBe('stored');
    } finally {
      await plain.app.close();
    }
  });
});
