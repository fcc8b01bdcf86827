import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database.ts';
import { numericText } from '../src/db/numeric-text.ts';
import { documentLines, documents } from '../src/db/schema/index.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Decimal texts as a person may type them: leading zeros, a bare point, up to 8 decimals. */
const typed = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.constantFrom('', '0', '00'),
    fc.integer({ min: 0, max: 99_999 }),
    fc.stringMatching(/^[0-9]{0,8}$/),
  )
  .map(
    ([sign, zeros, whole, fraction]) => `${sign}${zeros}${whole}${fraction ? `.${fraction}` : ''}`,
  );

describe('numericText', () => {
  it('gives the text the database keeps in each numeric column', async () => {
    const columns = [documents.exchangeRate, documents.subtotal, documentLines.quantity];
    const samples = fc.sample(typed, { numRuns: 200, seed: 7 });
    for (const column of columns) {
      const type = sql.raw(column.getSQLType());
      const result = await database.db.execute(
        sql`select v::${type}::text as stored
          from json_array_elements_text(${JSON.stringify(samples)}::json) with ordinality as s(v, n)
          order by n`,
      );
      const stored = (result as unknown as { rows: { stored: string }[] }).rows.map(
        (r) => r.stored,
      );
      expect(samples.map((value) => numericText(value, column))).toEqual(stored);
    }
  });

  it('refuses a column that is not numeric', () => {
    expect(() => numericText('1', documents.notes)).toThrow('notes is not a numeric column');
  });
});
