import { describe, expect, it } from 'vitest';
import { addressList, sendBody, sendForm } from './send-form.ts';

const proposed = {
  to: ['accounts@kopi.sg', 'boss@kopi.sg'],
  subject: 'Invoice (number at issue) from Lim Trading',
  message: 'Dear Kopi Corner,',
  issuesFirst: true,
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

  it('leaves the words to the server unless they were changed, and copies the sender once', () => {
    const form = { ...sendForm(proposed), copyMe: true, cc: 'me@lim.sg' };
    expect(sendBody(form, 'me@lim.sg', true)).toEqual({
      to: ['accounts@kopi.sg', 'boss@kopi.sg'],
      cc: ['me@lim.sg'],
      issue: true,
    });
    const edited = { ...form, cc: '', subject: 'Your bill', wordsEdited: true };
    expect(sendBody(edited, 'me@lim.sg', false)).toMatchObject({
      cc: ['me@lim.sg'],
      subject: 'Your bill',
      message: 'Dear Kopi Corner,',
      issue: false,
    });
  });
});
