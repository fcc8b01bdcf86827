import { sendDocumentSchema } from './document-mail.ts';
import { formatDisplayDate } from './format/dates.ts';
import { formatAmount } from './format/money.ts';
import type { StatementContent } from './statements.ts';
import type { z } from './zod.ts';

/**
 * `POST /api/contacts/{id}/statement/send?from=&to=`: a document send's body (addresses,
 * copies, "send me a copy", words), but `to` may be left out: the contact's own addresses.
 */
export const sendStatementSchema = sendDocumentSchema
  .omit({ issue: true, to: true })
  .extend({ to: sendDocumentSchema.shape.to.optional() })
  .strict()
  .meta({ id: 'SendStatement' });
export type SendStatement = z.infer<typeof sendStatementSchema>;

/** What each currency's closing says, e.g. `S$285.00` or `S$285.00 and USD 12.00`. */
export function statementBalanceText(content: Pick<StatementContent, 'currencies'>): string {
  return content.currencies
    .map(({ currency, closing }) => formatAmount(closing, { currency }))
    .join(' and ');
}

/** The default words of a statement's mail. */
export function statementMail(
  content: StatementContent,
  { company, contact }: { company: string; contact: string },
): { subject: string; message: string } {
  const number = content.number ?? '';
  const period = `${formatDisplayDate(content.from)} to ${formatDisplayDate(content.to)}`;
  return {
    subject: `Statement of account ${number} from ${company}`,
    message: `Dear ${contact},\n\nPlease find attached our statement of account ${number} for ${period}. The balance at ${formatDisplayDate(content.to)} is ${statementBalanceText(content)}.\n\nThank you.\n\n${company}`,
  };
}
