import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issuedInvoice, line, read } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// docs/api/documents.md, "Refusals that name a field": what the server refuses about a
// document's own fields names the field in `details`, as the document names it, so the editor
// shows the message beside it (the web's `fieldErrorsOf`).

let t: TestApp;
let founder: TestUser;
let customerId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Field Errors' });
  await createCompany(founder, 'Field Errors Pte. Ltd.');
  customerId = await customer(founder, 'Field Errors Customer');
});
afterAll(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<TestUser['c']['post']>>;

function expectRefusal(res: Answer, status: number, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toEqual({
    code: status === 400 ? 'VALIDATION_FAILED' : 'CONFLICT',
    message,
    details: [{ field, message }],
  });
}

describe('issuing a draft that is not ready', () => {
  it('names the lines, the contact or the expense category, and issues nothing', async () => {
    const cases = [
      {
        body: { kind: 'invoice', contactId: customerId },
        field: 'lines',
        message: 'Add at least one line before issuing.',
      },
      {
        body: { kind: 'quotation', lines: [line('10')] },
        field: 'contactId',
        message: 'Choose the customer or supplier before issuing.',
      },
      {
        body: { kind: 'expense', lines: [line('5')] },
        field: 'expenseCategory',
        message: 'Choose the expense category before issuing.',
      },
    ];
    for (const { body, field, message } of cases) {
      const made = await draft(founder, body);
      expectRefusal(await founder.c.post(`/api/documents/${made.id}/issue`), 400, field, message);
      expect(await read(founder, made.id)).toMatchObject({ status: 'draft', number: null });
    }
  });

  it('names the allocations of a receipt that allocates more than it received', async () => {
    const invoice = await issuedInvoice(founder, customerId, '100');
    const receipt = await draft(founder, {
      kind: 'receipt',
      contactId: customerId,
      paymentMethod: 'bankTransfer',
      lines: [{ ...line('10'), taxCode: 'OS' }],
      allocations: [{ invoiceId: invoice.id, amount: '20' }],
    });
    expectRefusal(
      await founder.c.post(`/api/documents/${receipt.id}/issue`),
      409,
      'allocations',
      'The allocations (20.00) are more than the receipt (10.00).',
    );
    expect(await read(founder, invoice.id)).toMatchObject({ status: 'issued', settled: '0.00' });
  });
});

describe('a discount larger than what it discounts', () => {
  it("names the line's discount by its place among the lines", async () => {
    const res = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: [line('10'), line('0.05', '1', { discount: { kind: 'amount', value: '5' } })],
    });
    expectRefusal(res, 400, 'lines.1.discount', 'A discount cannot be more than its line (0.05)');
  });

  it('names the document discount, on a new draft and on a change', async () => {
    expectRefusal(
      await founder.c.post('/api/documents', {
        kind: 'invoice',
        lines: [line('3')],
        documentDiscount: { kind: 'amount', value: '4' },
      }),
      400,
      'documentDiscount',
      'A discount cannot be more than the sum of the lines (3.00)',
    );
    const made = await draft(founder, { kind: 'invoice', lines: [line('3')] });
    expectRefusal(
      await founder.c.patch(`/api/documents/${made.id}`, {
        documentDiscount: { kind: 'amount', value: '4' },
      }),
      400,
      'documentDiscount',
      'A discount cannot be more than the sum of the lines (3.00)',
    );
    expectRefusal(
      await founder.c.patch(`/api/documents/${made.id}`, {
        lines: [line('2'), line('1', '1', { discount: { kind: 'amount', value: '1.50' } })],
      }),
      400,
      'lines.1.discount',
      'A discount cannot be more than its line (1.00)',
    );
    expect(await read(founder, made.id)).toMatchObject({ total: '3.00', documentDiscount: null });
  });
});
