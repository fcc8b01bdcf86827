import { describe, expect, it } from 'vitest';
import { fieldPathInWords, messageInWords } from './field-path-words.ts';

describe('fieldPathInWords', () => {
  it('counts list items from 1 and names the field after them', () => {
    expect(fieldPathInWords('body.lines.0.description')).toBe('Line 1, description');
    expect(fieldPathInWords('body.lines.11.unitPrice')).toBe('Line 12, unit price');
    expect(fieldPathInWords('body.allocations.1.amount')).toBe('Allocation 2, amount');
  });

  it('names an item of a list whose name is not a plural', () => {
    expect(fieldPathInWords('body.cc.0')).toBe('Cc 1');
    expect(fieldPathInWords('body.bcc.2')).toBe('Bcc 3');
    expect(fieldPathInWords('body.emails.1')).toBe('E-mail 2');
  });

  it('says nested fields, acronyms and ids as a person would', () => {
    expect(fieldPathInWords('body.billingAddress.postalCode')).toBe('Billing address, postal code');
    expect(fieldPathInWords('body.gstNumber')).toBe('GST number');
    expect(fieldPathInWords('body.contactId')).toBe('Contact');
    expect(fieldPathInWords('query.dueFrom')).toBe('Due from');
    expect(fieldPathInWords('lines.0.discount')).toBe('Line 1, discount');
  });
});

describe('messageInWords', () => {
  it('puts the leading path of a refusal in words and keeps its message', () => {
    expect(messageInWords('body.lines.0.description: Too big: expected at most 2000')).toBe(
      'Line 1, description: Too big: expected at most 2000',
    );
    expect(messageInWords('body.cc.0: Invalid email address')).toBe('Cc 1: Invalid email address');
  });

  it('leaves a message without a path as it is', () => {
    expect(messageInWords('The document is already issued')).toBe('The document is already issued');
    expect(messageInWords('Reason: body.cc')).toBe('Reason: body.cc');
  });
});
