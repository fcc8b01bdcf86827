import { describe, expect, it } from 'vitest';
import {
  attachmentPreview,
  contactRoleLabel,
  formatFileSize,
  historyActionLabel,
  historyDetail,
  relationLabel,
  transitionLabel,
} from './document-labels.ts';

describe('transitionLabel', () => {
  it('names each transition as its button does', () => {
    expect(transitionLabel('accept')).toBe('Accept');
    expect(transitionLabel('decline')).toBe('Decline');
    expect(transitionLabel('complete')).toBe('Complete');
    expect(transitionLabel('deliver')).toBe('Mark delivered');
    expect(transitionLabel('receive')).toBe('Mark received');
  });
});

describe('contactRoleLabel', () => {
  it('calls the contact of a purchase or an expense its supplier, of the rest its customer', () => {
    expect(contactRoleLabel('purchase')).toBe('Supplier');
    expect(contactRoleLabel('expense')).toBe('Supplier');
    expect(contactRoleLabel('invoice')).toBe('Customer');
    expect(contactRoleLabel('quotation')).toBe('Customer');
  });
});

describe('relationLabel', () => {
  it('says how a document of the chain relates to the one shown', () => {
    expect(relationLabel('source')).toBe('Created from');
    expect(relationLabel('converted')).toBe('Converted into');
    expect(relationLabel('payment')).toBe('Payment');
    expect(relationLabel('credit')).toBe('Credit note');
  });
});

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(14_500)).toBe('14 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(2_411_725)).toBe('2.3 MB');
  });
});

describe('attachmentPreview', () => {
  it('previews images as thumbnails and PDFs in a tab', () => {
    expect(attachmentPreview('image/png')).toBe('image');
    expect(attachmentPreview('image/webp')).toBe('image');
    expect(attachmentPreview('application/pdf')).toBe('pdf');
    expect(attachmentPreview('text/plain')).toBeNull();
  });
});

describe('historyActionLabel', () => {
  it('names the recorded actions', () => {
    expect(historyActionLabel('create')).toBe('Created as a draft');
    expect(historyActionLabel('issue')).toBe('Issued');
    expect(historyActionLabel('deliver')).toBe('Marked delivered');
    expect(historyActionLabel('void')).toBe('Voided');
    expect(historyActionLabel('attach')).toBe('File attached');
  });

  it('names the kind a conversion came from, with its article', () => {
    expect(historyActionLabel('convert-from-quotation')).toBe('Converted from a quotation');
    expect(historyActionLabel('convert-from-invoice')).toBe('Converted from an invoice');
    expect(historyActionLabel('convert-from-purchase')).toBe('Converted from a purchase order');
  });

  it('writes an action it does not know in words', () => {
    expect(historyActionLabel('send-mail')).toBe('Send mail');
    expect(historyActionLabel('convert-from-nothing')).toBe('Convert from nothing');
  });
});

describe('historyDetail', () => {
  it('names the file attached or removed', () => {
    const file = { id: 'a1', fileName: 'receipt.pdf' };
    expect(historyDetail({ action: 'attach', changes: { before: null, after: file } })).toBe(
      'receipt.pdf',
    );
    expect(historyDetail({ action: 'detach', changes: { before: file, after: null } })).toBe(
      'receipt.pdf',
    );
  });

  it('gives the reason for voiding', () => {
    const changes = { before: { status: 'issued' }, after: { status: 'void', voidReason: 'Typo' } };
    expect(historyDetail({ action: 'void', changes })).toBe('Reason: Typo');
  });

  it('lists the fields a change of the draft touched, once each', () => {
    const changes = {
      before: { dueDate: '2026-11-01', pricesIncludeGst: false },
      after: { dueDate: '2026-12-01', pricesIncludeGst: true, notes: 'Thanks' },
    };
    expect(historyDetail({ action: 'update', changes })).toBe(
      'Changed: Due date, Prices include GST, Notes',
    );
    expect(historyDetail({ action: 'update', changes: { before: {}, after: {} } })).toBeNull();
  });

  it('adds nothing to the other actions', () => {
    const changes = { before: null, after: { status: 'issued' } };
    expect(historyDetail({ action: 'issue', changes })).toBeNull();
  });
});
