import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documentSends, mailOutbox } from '../../src/db/schema/index.ts';
import { accessList, lastMailTo, linkIn, NONE, signUpUser, type TestUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

// The smallest PNG, and a PDF whose signature the attachment check accepts.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let counter = 0;
/** Unique in this run: for names, codes and addresses that must not repeat. */
export const uniqueSuffix = () => `${Date.now()}-${++counter}`;

export type FounderRecords = ReturnType<typeof founderRecords>;

/** The records the matrix's calls act on, made by the founder; each returns its id. */
export function founderRecords(t: TestApp, founder: TestUser) {
  const f = founder.c;
  const made = async (path: string, body: unknown) => {
    const res = await f.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const contact = (role: 'customer' | 'supplier') =>
    made('/api/contacts', { role, name: `Matrix ${role} ${uniqueSuffix()}` });
  let customerId: Promise<string> | undefined;
  let supplierId: Promise<string> | undefined;
  const draft = async (kind: string) => {
    customerId ??= contact('customer');
    supplierId ??= contact('supplier');
    const buys = kind === 'purchase' || kind === 'expense';
    return made('/api/documents', {
      kind,
      contactId: await (buys ? supplierId : customerId),
      lines: [{ description: 'Matrix line', quantity: '1', unitPrice: '10' }],
    });
  };
  const issued = async (kind: string) => {
    const id = await draft(kind);
    const res = await f.post(`/api/documents/${id}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  // A member to remove: one spare user, invited back after each call that removed them.
  let spare: Promise<TestUser> | undefined;
  const invite = () =>
    made('/api/invites', {
      email: `invited.${uniqueSuffix()}@example.sg`,
      accessLevel: accessList(NONE),
    });

  /** A customer with 10.00 of credit and an open invoice of 10.00: `{contactId}|{invoiceId}`. */
  const customerInCredit = async () => {
    const contactId = await contact('customer');
    const invoiceId = await made('/api/documents', {
      kind: 'invoice',
      contactId,
      lines: [{ description: 'Matrix line', quantity: '1', unitPrice: '10' }],
    });
    expect((await f.post(`/api/documents/${invoiceId}/issue`)).statusCode).toBe(200);
    await made(`/api/contacts/${contactId}/payments`, { amount: '10' });
    return `${contactId}|${invoiceId}`;
  };

  return {
    contact,
    /** A customer's statement, kept by making its PDF. */
    async statement() {
      const id = await contact('customer');
      const pdf = await f.get(`/api/contacts/${id}/statement.pdf`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      return (await f.get(`/api/contacts/${id}/statements`)).json().items[0].id as string;
    },
    draft,
    issued,
    invite,
    customerInCredit,
    /** `{contactId}|{applicationId}`: 0.01 of a customer's credit applied to its invoice. */
    async creditApplication() {
      const [contactId, invoiceId] = (await customerInCredit()).split('|');
      const res = await f.post(`/api/contacts/${contactId}/credit/apply`, {
        allocations: [{ invoiceId, amount: '0.01' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return `${contactId}|${res.json().application.applicationId}`;
    },
    /** A bank account of the company's own. */
    account: () =>
      made('/api/settings/accounts', { name: `Matrix bank ${uniqueSuffix()}`, kind: 'bank' }),
    product: () =>
      made('/api/products', {
        code: `P-${uniqueSuffix()}`,
        name: 'Matrix item',
        sellingPrice: '1',
      }),
    /** `{documentId}/attachments/{attachmentId}`: a PDF attached to a new draft. */
    async attachment(kind: string) {
      const id = await draft(kind);
      const res = await f.post(`/api/documents/${id}/attachments`, PDF, {
        'content-type': 'application/pdf',
      });
      expect(res.statusCode, res.body).toBe(201);
      return `${id}/attachments/${res.json().id}`;
    },
    /** `{documentId}/sends/{sendId}`: an issued document e-mailed, its mail given up. */
    async failedSend(kind: string) {
      const id = await issued(kind);
      const res = await f.post(`/api/documents/${id}/send`, { to: ['matrix@example.sg'] });
      expect(res.statusCode, res.body).toBe(202);
      const { id: sendId } = res.json().send;
      const [send] = await t.database.db
        .select({ mailId: documentSends.mailId })
        .from(documentSends)
        .where(eq(documentSends.id, sendId));
      await t.database.db
        .update(mailOutbox)
        .set({ status: 'failed', error: '550 No such mailbox' })
        .where(eq(mailOutbox.id, send?.mailId ?? -1));
      return `${id}/sends/${sendId}`;
    },
    async logo() {
      const res = await f.put('/api/settings/company/logo', PNG, { 'content-type': 'image/png' });
      expect(res.statusCode, res.body).toBe(200);
      return '';
    },
    async memberToRemove() {
      spare ??= signUpUser(t, { name: 'Leaver' });
      const { c, userId, email } = await spare;
      const members = (await f.get('/api/members')).json().items as { userUid: string }[];
      if (members.some((m) => m.userUid === userId)) return userId;
      await made('/api/invites', { email, accessLevel: accessList(NONE) });
      const token = linkIn((await lastMailTo(t, email))?.text ?? '', '/invite/').replace(
        '/invite/',
        '',
      );
      const accepted = await c.post(`/api/invitations/${token}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      return userId;
    },
  };
}
