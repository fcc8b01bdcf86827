import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-file.ts';

describe('parseCsv', () => {
  it('reads the header and the records, skipping empty lines and a byte order mark', () => {
    const file = parseCsv('\uFEFFName,E-mail\r\n"Tan, Ah Kow",tan@example.sg\r\n\r\nLim,\r\n');
    expect(file.headers).toEqual(['Name', 'E-mail']);
    expect(file.records).toEqual([
      { Name: 'Tan, Ah Kow', 'E-mail': 'tan@example.sg' },
      { Name: 'Lim', 'E-mail': '' },
    ]);
    expect(file.errors).toEqual([]);
  });

  it('refuses a file without rows', () => {
    expect(parseCsv('').errors).toEqual(['The file has no header row naming its columns.']);
    expect(parseCsv('Name,UEN\n').errors).toEqual([
      'The file has a header row but no rows to import.',
    ]);
  });

  it('notes rows with too few or too many cells, numbered as in the file', () => {
    const file = parseCsv('Name,UEN\nTan\nLim,1,2\n');
    expect(file.errors).toEqual([]);
    expect(file.notices).toHaveLength(2);
    expect(file.notices[0]).toMatch(/^Row 2: /);
    expect(file.notices[1]).toMatch(/^Row 3: /);
  });
});

describe('parseCsv, as the server reads a file', () => {
  it('trims headers and skips lines of blanks', () => {
    const file = parseCsv(' Name , UEN\nTan,\n  ,  \n');
    expect(file.headers).toEqual(['Name', 'UEN']);
    expect(file.records).toEqual([{ Name: 'Tan', UEN: '' }]);
  });
});
