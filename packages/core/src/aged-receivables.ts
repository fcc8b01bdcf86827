import { formatMoney, sumMoney } from './money.ts';
import { AGEING_BUCKETS, AGEING_LABELS, netOwed, sumAgeing } from './statement-ageing.ts';
import { type AgeingBuckets, ageingBucketsSchema } from './statements.ts';
import { z } from './zod.ts';

const agedFiguresSchema = z.object({
  ageing: ageingBucketsSchema,
  /** Credit not yet applied nor refunded at the date. */
  unappliedCredit: z.string(),
  /** What is owed net: the buckets' sum less the credit (a statement's closing balance). */
  total: z.string(),
});

export const agedReceivablesSchema = z
  .object({
    at: z.string(),
    currencies: z.array(
      z.object({
        currency: z.string(),
        contacts: z.array(agedFiguresSchema.extend({ contactId: z.string(), name: z.string() })),
        totals: agedFiguresSchema,
      }),
    ),
  })
  .meta({ id: 'AgedReceivables' });
export type AgedReceivables = z.infer<typeof agedReceivablesSchema>;

/** Names in the order people read them (one collator: `localeCompare` makes one a call). */
const byName = new Intl.Collator('en-SG', { sensitivity: 'base', numeric: true });

/** One contact's figures in one currency at the report's date. */
export interface AgedRow {
  contactId: string;
  name: string;
  currency: string;
  ageing: AgeingBuckets;
  unappliedCredit: string;
}

/**
 * The aged receivables at a date from each contact's figures: per currency (SGD first, then A
 * to Z), the contacts by name with their total, and the currency's totals.
 */
export function buildAgedReceivables(at: string, rows: readonly AgedRow[]): AgedReceivables {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort((a, b) =>
    a === 'SGD' ? -1 : b === 'SGD' ? 1 : a.localeCompare(b),
  );
  return {
    at,
    currencies: currencies.map((currency) => {
      const contacts = rows
        .filter((row) => row.currency === currency)
        .sort((a, b) => byName.compare(a.name, b.name) || (a.contactId < b.contactId ? -1 : 1))
        .map(({ contactId, name, ageing, unappliedCredit }) => ({
          contactId,
          name,
          ageing,
          unappliedCredit: formatMoney(unappliedCredit),
          total: netOwed(ageing, unappliedCredit),
        }));
      const ageing = sumAgeing(contacts.map((c) => c.ageing));
      const unappliedCredit = formatMoney(sumMoney(contacts.map((c) => c.unappliedCredit)));
      return {
        currency,
        contacts,
        totals: { ageing, unappliedCredit, total: netOwed(ageing, unappliedCredit) },
      };
    }),
  };
}

export const AGED_RECEIVABLES_CSV_HEADERS = [
  'Contact ID',
  'Contact',
  'Currency',
  ...AGEING_BUCKETS.map(({ bucket }) => AGEING_LABELS[bucket]),
  'Unapplied credit',
  'Total',
];

/** The report as CSV rows (one per contact and currency), keyed by the headers above. */
export function agedReceivablesCsvRows(report: AgedReceivables): Record<string, string>[] {
  return report.currencies.flatMap(({ currency, contacts }) =>
    contacts.map((contact) => ({
      'Contact ID': contact.contactId,
      Contact: contact.name,
      Currency: currency,
      ...Object.fromEntries(
        AGEING_BUCKETS.map(({ bucket }) => [AGEING_LABELS[bucket], contact.ageing[bucket]]),
      ),
      'Unapplied credit': contact.unappliedCredit,
      Total: contact.total,
    })),
  );
}
