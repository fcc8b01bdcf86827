import { describe, expect, it } from 'vitest';
import { attachmentUrl } from './document-attachments.ts';

describe('attachmentUrl', () => {
  it('is the file of one attachment of one document', () => {
    expect(attachmentUrl('doc1', 'att1')).toBe('/api/documents/doc1/attachments/att1');
  });

  it('keeps an odd id inside its own path segment', () => {
    expect(attachmentUrl('a/b', 'c?d')).toBe('/api/documents/a%2Fb/attachments/c%3Fd');
  });
});
