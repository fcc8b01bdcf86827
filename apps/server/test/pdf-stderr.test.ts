import { afterEach, describe, expect, it, vi } from 'vitest';
import { draft, line } from './helpers/document-factories.ts';
import { createCompany, signUpUser } from './helpers/factories.ts';
import { buildTestApp } from './helpers/test-app.ts';

// Nothing reaches stderr outside the log (docs/operations.md). The PDF threads' stderr is piped
// to this process's, and the tests run React's development build, which warns there of two
// children with the same key: an address that says the same thing on two lines must not.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a PDF whose addresses repeat a line', () => {
  it('is made without a word on stderr or console.error', async () => {
    // Not vacuous: React's production build (`npm start`) does not check keys.
    expect(process.env.NODE_ENV).not.toBe('production');
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      written.push(args.map(String).join(' '));
    });
    const t = await buildTestApp();
    try {
      const owner = await signUpUser(t, { name: 'Repeat Founder' });
      await createCompany(owner, 'Repeat Lines Pte. Ltd.');
      const settings = await owner.c.patch('/api/settings/company', {
        addressLine1: '#01-02',
        addressLine2: '#01-02',
        postalCode: '757701',
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const contact = await owner.c.post('/api/contacts', {
        role: 'customer',
        name: 'Twice Told Pte. Ltd.',
        billingAddress: { line1: '#03-04', line2: '#03-04', postalCode: '208790' },
      });
      expect(contact.statusCode, contact.body).toBe(201);
      const invoice = await draft(owner, {
        kind: 'invoice',
        contactId: contact.json().id,
        lines: [line('10')],
      });
      const pdf = await owner.c.get(`/api/documents/${invoice.id}/pdf`);
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    } finally {
      // Closing stops the PDF threads, and a thread's stderr is all delivered before it exits.
      await t.close();
    }
    expect(written.join('')).toBe('');
  });
});
