import type { ProposedMail, SendDocument } from '@kira/core/document-mail';

/** What the send form holds: addresses as typed (comma- or space-separated), the words. */
export interface SendForm {
  to: string;
  cc: string;
  copyMe: boolean;
  subject: string;
  message: string;
  /** Whether the person changed the words (else the server fills them, after an issue). */
  wordsEdited: boolean;
}

export function sendForm(proposed: ProposedMail): SendForm {
  return {
    to: proposed.to.join(', '),
    cc: '',
    copyMe: false,
    subject: proposed.subject,
    message: proposed.message,
    wordsEdited: false,
  };
}

/** `a@x.sg, b@y.sg; c@z.sg` as a list, empty entries left out. */
export function addressList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * The request: the words only when the person changed them, so a draft's mail names the number
 * it gets at issue. "Send me a copy" asks the server for a hidden copy (Bcc): the customer's
 * mail never shows the sender's address as a copy.
 */
export function sendBody(form: SendForm, issue: boolean): SendDocument {
  return {
    to: addressList(form.to),
    cc: addressList(form.cc),
    copyMe: form.copyMe,
    issue,
    ...(form.wordsEdited ? { subject: form.subject, message: form.message } : {}),
  };
}
