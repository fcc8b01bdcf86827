import { sql } from 'drizzle-orm';
import { documents } from '../db/schema/index.ts';

/** A document's amount in SGD as core's `sgdFigures` gives it: times its rate, rounded to the cent. */
export const inSgd = (amount: unknown) => sql`round(${amount} * ${documents.exchangeRate}, 2)`;
