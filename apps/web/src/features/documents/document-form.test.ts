import { describe, expect, it } from 'vitest';
import {
  createBody,
  type DocumentDefaults,
  documentForm,
  formTotals,
  newDocumentForm,
  type SavedDraft,
  splitForm,
  termsDueDate,
} from './document-form.ts';
import { addLine, duplicateLine, MAX_LINES, moveLine, removeLine } from './line-operations.ts';

const registered: DocumentDefaults = {
  gstRegistered: true,
  gstRounding: 'line',
  cashRounding: false,
  paymentTermsDays: 30,
  notes: 'Thank you',
  terms: 'Payment within 30 days',
};

function invoice(lines: { quantity: string; unitPrice: string; discountValue?: string }[]) {
  const form = newDocumentForm('invoice', '2026-11-25', registered);
  return {
    ...form,
    lines: lines.map((line, index) => ({
      ...form.lines[0],
      ...line,
      key: `k${index}`,
      description: `Item ${index + 1}`,
      discountValue: line.discountValue ?? '',
    })),
  } as typeof form;
}

describe('the editor form', () => {
  it('starts with today, the company notes and terms, and one line', () => {
    const form = newDocumentForm('quotation', '2026-11-25', registered);
    expect(form).toMatchObject({ issueDate: '2026-11-25', notes: 'Thank you', currency: 'SGD' });
    expect(form.lines).toHaveLength(1);
  });

  it('computes what the server stores: GST at the rate of the issue date, discounts, inclusive prices', () => {
    const form = invoice([
      { quantity: '3', unitPrice: '19.90' },
      { quantity: '1', unitPrice: '100', discountValue: '10' },
    ]);
    expect(formTotals(form, registered)).toMatchObject({
      subtotal: '149.70',
      tax: '13.47',
      total: '163.17',
    });
    const inclusive = { ...form, pricesIncludeGst: true };
    expect(formTotals(inclusive, registered)).toMatchObject({ total: '149.70', tax: '12.36' });
    // 2023: 8 %.
    expect(formTotals({ ...form, issueDate: '2023-06-01' }, registered)?.tax).toBe('11.98');
    expect(formTotals(form, { ...registered, gstRegistered: false })?.total).toBe('149.70');
  });

  it("computes a credit note of an invoice at the invoice's rate, and nothing before registration", () => {
    const form = invoice([{ quantity: '1', unitPrice: '100' }]);
    // A credit note dated 2026 of a 2023 invoice: 100.00 at 8% = 8.00.
    const adjusts = { issueDate: '2023-06-15', total: '108.00', payable: '108.00' };
    const credit = { ...form, kind: 'credit' as const, issueDate: '2026-03-09', adjusts };
    expect(formTotals(credit, registered)).toMatchObject({ tax: '8.00', total: '108.00' });
    // Without its invoice, its own date: 9.00.
    expect(formTotals({ ...credit, adjusts: null }, registered)?.tax).toBe('9.00');
    // Registered from 2025: a 2024 invoice charges no GST, a 2025 one 9.00.
    const from2025 = { ...registered, gstRegisteredOn: '2025-01-01' };
    expect(formTotals({ ...form, issueDate: '2024-12-31' }, from2025)?.total).toBe('100.00');
    expect(formTotals({ ...form, issueDate: '2025-01-01' }, from2025)?.total).toBe('109.00');
  });

  it('shows no totals while an amount is not a number yet', () => {
    expect(formTotals(invoice([{ quantity: '2', unitPrice: '1.5' }]), registered)).not.toBeNull();
    expect(formTotals(invoice([{ quantity: '2', unitPrice: '1.' }]), registered)).toBeNull();
    expect(formTotals(invoice([{ quantity: '', unitPrice: '5' }]), registered)).toBeNull();
    expect(formTotals(invoice([{ quantity: '1', unitPrice: 'abc' }]), registered)).toBeNull();
    // A discount above 100 % is the server's to explain.
    expect(
      formTotals(invoice([{ quantity: '1', unitPrice: '5', discountValue: '120' }]), registered),
    ).toBeNull();
  });

  it('sends trimmed amounts, no discount when none is typed, and the exchange rate of SGD as 1', () => {
    const form = { ...invoice([{ quantity: ' 2 ', unitPrice: '5.5' }]), exchangeRate: '1.3' };
    const body = createBody(form);
    expect(body.lines[0]).toMatchObject({ quantity: '2', unitPrice: '5.5', discount: null });
    expect(body).toMatchObject({ kind: 'invoice', exchangeRate: '1', dueDate: null });
  });

  it('fills the due date from the payment terms', () => {
    expect(termsDueDate('2026-11-25', 30)).toBe('2026-12-25');
    expect(termsDueDate('', 30)).toBeNull();
    // A date typed half-way or impossible gives none (it used to throw while rendering).
    expect(termsDueDate('2026-02-30', 30)).toBeNull();
  });

  it('adds, duplicates, moves and removes lines, up to the engine limit', () => {
    let lines = invoice([{ quantity: '1', unitPrice: '1' }]).lines;
    lines = addLine(lines);
    lines = duplicateLine(lines, 0);
    expect(lines.map((l) => l.description)).toEqual(['Item 1', 'Item 1', '']);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
    lines = moveLine(lines, 2, -1);
    expect(lines.map((l) => l.description)).toEqual(['Item 1', '', 'Item 1']);
    expect(moveLine(lines, 0, -1)).toBe(lines);
    expect(removeLine(lines, 1).map((l) => l.description)).toEqual(['Item 1', 'Item 1']);
    let full = lines;
    while (full.length < MAX_LINES) full = addLine(full);
    expect(addLine(full)).toBe(full);
  });
});

describe('a receipt’s allocations', () => {
  const allocation = (invoiceId: string, amount: string) => ({
    invoiceId,
    invoiceNumber: `INV-${invoiceId}`,
    amount,
  });

  it('sends the invoices given an amount, trimmed', () => {
    const form = {
      ...newDocumentForm('receipt', '2026-11-25', registered),
      allocations: [allocation('a', ' 40.50 '), allocation('b', ''), allocation('c', '10')],
    };
    expect(createBody(form).allocations).toEqual([
      { invoiceId: 'a', amount: '40.50' },
      { invoiceId: 'c', amount: '10' },
    ]);
  });

  it('sends none for any other kind', () => {
    const form = {
      ...newDocumentForm('invoice', '2026-11-25', registered),
      allocations: [allocation('a', '5')],
    };
    expect(createBody(form).allocations).toEqual([]);
  });
});

describe('splitForm', () => {
  it('keeps the lines apart from the rest, which together make the form again', () => {
    const form = newDocumentForm('invoice', '2026-03-02', registered);
    const { head, lines } = splitForm(form);
    expect(head).not.toHaveProperty('lines');
    expect(lines).toBe(form.lines);
    expect({ ...head, lines }).toEqual(form);
  });
});

describe('documentForm', () => {
  it("shows a saved draft's money with two decimals, and its product kept", () => {
    const line: SavedDraft['lines'][number] = {
      productId: 'p1',
      description: 'Kopi beans, 1 kg\nRobusta',
      quantity: '2',
      unit: 'bag',
      unitPrice: '28.5',
      discount: { kind: 'amount', value: '1.5' },
      taxCode: 'SR',
    };
    const draft: SavedDraft = {
      ...newDocumentForm('invoice', '2026-11-27', { notes: '', terms: '' }),
      contactId: null,
      contactName: '',
      dueDate: null,
      validUntil: null,
      deliveryDate: null,
      exchangeRate: '1',
      documentDiscount: { kind: 'percent', value: '5.5' },
      lines: [line, { ...line, unitPrice: '1.2345', discount: null }],
    };
    const form = documentForm(draft);
    expect(form.lines.map((l) => [l.productId, l.unitPrice, l.discountValue])).toEqual([
      ['p1', '28.50', '1.50'],
      ['p1', '1.2345', ''],
    ]);
    expect(form.discountValue).toBe('5.5');
    expect(form.lines[0]?.description).toBe('Kopi beans, 1 kg\nRobusta');
  });
});
