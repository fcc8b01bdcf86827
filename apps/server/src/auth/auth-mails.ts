import type { MailMessage } from '../mail/mailer.ts';

/**
 * The addressee of a mail sent before the address is proven theirs (the verification, the reset,
 * the taken-address notice). Such a mail greets nobody by name: the name was typed by whoever
 * signed up, perhaps not the address's owner, and Kira would be mailing their words.
 */
interface Person {
  email: string;
}

export function verifyEmailMail(user: Person, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Verify your e-mail for Kira',
    text: [
      'Hello,',
      '',
      'Welcome to Kira. Please verify your e-mail address by opening this link:',
      url,
      '',
      'The link works for 24 hours. If you did not sign up for Kira, you can ignore this e-mail.',
      '',
      'The Kira team',
    ].join('\n'),
  };
}

export function resetPasswordMail(user: Person, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Kira password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Kira account. To choose a new one, open:',
      url,
      '',
      'The link works once, for 30 minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      'The Kira team',
    ].join('\n'),
  };
}

interface TakenAddressLinks {
  signInUrl: string;
  resetUrl: string;
}

/** To the owner of an address someone tried to sign up with again (docs/accounts.md). */
export function takenAddressMail(
  user: Person,
  { signInUrl, resetUrl }: TakenAddressLinks,
): MailMessage {
  return {
    to: user.email,
    subject: 'Someone tried to sign up with your e-mail',
    text: [
      'Hello,',
      '',
      `Someone, perhaps you, tried to create a Kira account with ${user.email}. This address already has an account, so no new one was made and nothing in yours changed.`,
      '',
      'To log in to your account, open:',
      signInUrl,
      '',
      'If you forgot your password, choose a new one here (the link works once, for 30 minutes):',
      resetUrl,
      '',
      'If it was not you, you can ignore this e-mail: your password stays as it is.',
      '',
      'The Kira team',
    ].join('\n'),
  };
}
