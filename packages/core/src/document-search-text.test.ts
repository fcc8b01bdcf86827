import { describe, expect, it } from 'vitest';
import { documentSearchText } from './document-search-text.ts';

describe("a document's search text", () => {
  it('holds the contact, reference, notes and lines, lower-cased, without empty parts', () => {
    expect(
      documentSearchText({
        contactName: 'Tan Hardware',
        reference: 'PO 7781',
        notes: '',
        lineDescriptions: ['Door Hinge', 'Kopi beans\nRoasted'],
      }),
    ).toBe('tan hardware po 7781 door hinge kopi beans\nroasted');
    expect(
      documentSearchText({ contactName: '', reference: '', notes: '', lineDescriptions: [] }),
    ).toBe('');
  });
});
