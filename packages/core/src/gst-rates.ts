import { isPlainDate } from './calendar-dates.ts';
import type { TaxCode } from './tax-code-list.ts';

/** Singapore's standard GST rate by time of supply (IRAS): 7% until 2022, 8% in 2023, 9% since. */
const STANDARD_RATES: readonly { from: string; percent: string }[] = [
  { from: '2024-01-01', percent: '9' },
  { from: '2023-01-01', percent: '8' },
  { from: '0000-01-01', percent: '7' },
];

/** The standard rate in force on a date (`YYYY-MM-DD`, Singapore time), as a percent string. */
export function standardGstRate(date: string): string {
  if (!isPlainDate(date)) throw new RangeError(`Not a date: ${date}`);
  const rate = STANDARD_RATES.find((entry) => date >= entry.from);
  return (rate ?? STANDARD_RATES[STANDARD_RATES.length - 1])?.percent ?? '7';
}

/** The GST rate a line with this tax code carries on that date: 0 for all but standard-rated. */
export function gstRateFor(taxCode: TaxCode, date: string): string {
  return taxCode === 'SR' ? standardGstRate(date) : '0';
}
