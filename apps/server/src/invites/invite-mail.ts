import type { MailMessage } from '../mail/mailer.ts';

interface InviteMail {
  to: string;
  companyName: string;
  inviterName: string;
  title: string;
  url: string;
  validDays: number;
}

export function inviteMail({
  to,
  companyName,
  inviterName,
  title,
  url,
  validDays,
}: InviteMail): MailMessage {
  return {
    to,
    subject: `${inviterName} invites you to ${companyName} on Kira`,
    logAs: 'An invitation to join a company on Kira',
    text: [
      'Hello,',
      '',
      `${inviterName} invites you to join ${companyName} on Kira as ${title}.`,
      'To accept, open this link and sign in or create your account with this e-mail address:',
      url,
      '',
      `The invitation works for ${validDays} days. If you did not expect it, you can ignore this e-mail.`,
      '',
      'The Kira team',
    ].join('\n'),
  };
}
