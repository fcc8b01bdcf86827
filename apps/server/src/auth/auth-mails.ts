import type { MailMessage } from '../mail/mailer.ts';

interface Person {
  name: string;
  email: string;
}

export function verifyEmailMail(user: Person, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Verify your e-mail for Kira',
    text: [
      `Hello ${user.name},`,
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
      `Hello ${user.name},`,
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
