import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../lib/api/api-error.ts';
import { newDocumentForm } from './document-form.ts';
import { issueRefusal } from './issue-check.ts';

const blank = () => newDocumentForm('invoice', '2026-11-27', { notes: '', terms: '' });

describe('issueRefusal', () => {
  it("names each field of a new invoice that is not ready, as the server's answer does", () => {
    const refusal = issueRefusal(blank());
    expect(refusal?.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(refusal))).toEqual([
      'lines.0.description',
      'lines.0.unitPrice',
      'contactId',
    ]);
  });

  it('gives the one message when one field is missing', () => {
    const form = blank();
    form.lines = form.lines.map((line) => ({ ...line, description: 'Kopi', unitPrice: '3' }));
    expect(issueRefusal(form)?.message).toBe('Choose the customer or supplier before issuing.');
  });

  it('lets a complete form be saved and issued', () => {
    const form = { ...blank(), contact: { id: 'c1', name: 'Kopi Corner' } };
    form.lines = form.lines.map((line) => ({ ...line, description: 'Kopi', unitPrice: '3' }));
    expect(issueRefusal(form)).toBeNull();
  });
});
