import { describe, expect, it } from 'vitest';
import { documentTitle, letterheadAddressLines } from './document-letterhead.ts';

describe('documentTitle', () => {
  it("titles a GST-registered company's invoice a Tax Invoice, and every other by its kind", () => {
    const registered = (kind: Parameters<typeof documentTitle>[0]['kind']) =>
      documentTitle({ kind, gstRegistered: true });
    const unregistered = (kind: Parameters<typeof documentTitle>[0]['kind']) =>
      documentTitle({ kind, gstRegistered: false });
    expect(registered('invoice')).toBe('Tax Invoice');
    expect(unregistered('invoice')).toBe('Invoice');
    const byKind = {
      quotation: 'Quotation',
      service: 'Service Order',
      delivery: 'Delivery Order',
      receipt: 'Receipt',
      purchase: 'Purchase Order',
      credit: 'Credit Note',
      expense: 'Expense',
    } as const;
    for (const [kind, title] of Object.entries(byKind)) {
      const k = kind as keyof typeof byKind;
      expect([registered(k), unregistered(k)]).toEqual([title, title]);
    }
  });
});

describe('letterheadAddressLines', () => {
  const address = {
    addressLine1: '10 Anson Road',
    addressLine2: '#12-01 International Plaza',
    postalCode: '079903',
    country: 'Singapore',
  };

  it('prints the lines, then the country with the postal code', () => {
    expect(letterheadAddressLines(address)).toEqual([
      '10 Anson Road',
      '#12-01 International Plaza',
      'Singapore 079903',
    ]);
    expect(letterheadAddressLines({ ...address, addressLine2: '  ' })).toEqual([
      '10 Anson Road',
      'Singapore 079903',
    ]);
  });

  it('prints nothing for a company without an address, whatever its country', () => {
    expect(
      letterheadAddressLines({
        addressLine1: '',
        addressLine2: '',
        postalCode: '',
        country: 'Singapore',
      }),
    ).toEqual([]);
  });
});
