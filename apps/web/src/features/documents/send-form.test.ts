import { describe, expect, it } from 'vitest';
import { addressList, sendBody, sendForm } from './send-form.ts';

const proposed = {
  to: ['accounts@kopi.sg', 'boss@kopi.sg'],
  subject: 'Invoice (number at issue) from Lim Trading',
  message: 'Dear Kopi Corner,',
  issuesFirst: true,
  fromName: 'Lim Trading via Kira',
  replyTo: 'accounts@lim.sg',
};

describe('the send form', () => {
  it('starts with the contact’s addresses and the company’s words', () => {
    expect(sendForm(proposed)).toMatchObject({
      to: 'accounts@kopi.sg, boss@kopi.sg',
      cc: '',
      wordsEdited: false,
    });
  });

  it('reads addresses separated by commas, semicolons or spaces', () => {
    expect(addressList(' a@x.sg,b@y.sg; c@z.sg  d@w.sg ,')).toEqual([
      'a@x.sg',
      'b@y.sg',
      'c@z.sg',
      'd@w.sg',
    ]);
  });

  it('leaves the words to the server unless they were changed, and asks for a hidden copy', () => {
    const form = { ...sendForm(proposed), copyMe: true, cc: 'boss@lim.sg' };
    expect(sendBody(form, true)).toEqual({
      to: ['accounts@kopi.sg', 'boss@kopi.sg'],
      cc: ['boss@lim.sg'],
      copyMe: true,
      issue: true,
    });
    const edited = { ...form, cc: '', subject: 'Your bill', wordsEdited: true };
    expect(sendBody(edited, false)).toMatchObject({
      cc: [],
      copyMe: true,
      subject: 'Your bill',
      message: 'Dear Kopi Corner,',
      issue: false,
    });
  });
});
