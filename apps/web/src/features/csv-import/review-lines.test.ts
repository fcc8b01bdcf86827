import { CONTACT_CSV_FIELDS } from '@kira/core/contacts-csv';
import { describe, expect, it } from 'vitest';
import { reviewLines, shownValue } from './review-lines.ts';

describe('reviewLines', () => {
  it('puts changes and kept blanks together by row, in the fields’ order', () => {
    expect(
      reviewLines(
        {
          changes: [
            { row: 3, field: 'tags', before: 'a', after: '' },
            { row: 2, field: 'phones', before: '6123 4567', after: '6111 2222' },
          ],
          keptBlanks: [
            { row: 3, field: 'phones', value: '6123 4567' },
            { row: 2, field: 'name', value: 'Ah Huat' },
          ],
        },
        CONTACT_CSV_FIELDS,
      ),
    ).toEqual([
      { row: 2, field: 'name', before: 'Ah Huat', after: null },
      { row: 2, field: 'phones', before: '6123 4567', after: '6111 2222' },
      { row: 3, field: 'phones', before: '6123 4567', after: null },
      { row: 3, field: 'tags', before: 'a', after: '' },
    ]);
  });

  it('says what an empty or kept value is', () => {
    expect([shownValue(null), shownValue(''), shownValue('SGD')]).toEqual([
      '(kept)',
      '(empty)',
      'SGD',
    ]);
  });
});
