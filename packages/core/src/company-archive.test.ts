import { describe, expect, it } from 'vitest';
import { storedAmountsProblems } from './archive-totals.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveEntry,
  archiveContentsProblem,
  archiveEntryKind,
  manifestProblem,
} from './company-archive.ts';

const entry = (name: string, uncompressedSize = 100, compressedSize = 50): ArchiveEntry => ({
  name,
  uncompressedSize,
  compressedSize,
});
const BASE = [entry('manifest.json'), entry('company.json'), entry('members.json')];

describe('archive entries', () => {
  it('knows the names a Kira archive has', () => {
    expect(archiveEntryKind('manifest.json')).toBe('manifest');
    expect(archiveEntryKind('data/documents.jsonl')).toBe('table');
    expect(archiveEntryKind('files/attachments/X01ABC.pdf')).toBe('file');
    expect(archiveEntryKind('files/logos/ab12.png')).toBe('file');
    expect(archiveEntryKind('csv/documents.csv')).toBe('view');
  });

  it('refuses paths that climb out, absolute paths and unknown names', () => {
    for (const name of [
      '../evil.sh',
      '/etc/passwd',
      'files/attachments/../../x.pdf',
      'files/logos/..png',
      'files\\logos\\a.png',
      'data/users.jsonl',
      'files/attachments/a/b.pdf',
    ])
      expect(archiveEntryKind(name), name).toBeNull();
    expect(archiveContentsProblem([...BASE, entry('../../etc/cron.d/x')])).toMatch(
      /not part of a Kira company archive/,
    );
  });

  it('accepts a complete archive and refuses one without its manifest', () => {
    expect(archiveContentsProblem([...BASE, entry('data/contacts.jsonl')])).toBeNull();
    expect(archiveContentsProblem(BASE.slice(1))).toMatch(/no manifest/);
  });

  it('refuses an entry bigger than its kind may be, and one that expands like a bomb', () => {
    expect(
      archiveContentsProblem([
        ...BASE,
        entry('files/logos/a.png', 21 * 1024 * 1024, 21 * 1024 * 1024),
      ]),
    ).toMatch(/more than the 20 MB/);
    expect(
      archiveContentsProblem([
        ...BASE,
        entry('data/documents.jsonl', 900 * 1024 * 1024, 1024 * 1024),
      ]),
    ).toMatch(/zip bomb/);
    expect(archiveContentsProblem([...BASE, entry('company.json')])).toMatch(/twice/);
  });

  it('reads the manifest format and version', () => {
    const manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: '2026-11-28T00:00:00.000Z',
      kira: '0.1.0',
      company: { name: 'A' },
      rows: { documents: 1 },
      files: {},
    };
    expect(manifestProblem(manifest)).toBeNull();
    expect(manifestProblem({ ...manifest, version: 2 })).toMatch(/format version 2/);
    expect(manifestProblem({ format: 'zip' })).toMatch(/not describe a Kira company archive/);
    expect(manifestProblem({ ...manifest, rows: undefined })).toMatch(/not complete/);
  });
});

describe('stored amounts computed again', () => {
  const line = {
    quantity: '2',
    unitPrice: '50',
    discountKind: null,
    discountValue: null,
    taxCode: 'SR' as const,
    taxRate: '9',
    amount: '100.00',
    tax: '9.00',
  };
  const document = {
    pricesIncludeGst: false,
    gstRounding: 'line' as const,
    cashRounding: false,
    discountKind: null,
    discountValue: null,
    subtotal: '100.00',
    discount: '0.00',
    taxable: '100.00',
    tax: '9.00',
    total: '109.00',
    rounding: '0.00',
    payable: '109.00',
  };

  it('finds nothing wrong with figures that add up', () => {
    expect(storedAmountsProblems(document, [line])).toEqual([]);
    const rounded = { ...line, quantity: '1', unitPrice: '10.02', amount: '10.02', tax: '0.90' };
    const cash = {
      ...document,
      cashRounding: true,
      subtotal: '10.02',
      taxable: '10.02',
      tax: '0.90',
      total: '10.92',
      rounding: '-0.02',
      payable: '10.90',
    };
    expect(storedAmountsProblems(cash, [rounded])).toEqual([]);
    expect(storedAmountsProblems({ ...cash, cashRounding: false }, [rounded])).toEqual([
      'it is rounded by -0.02 without cash rounding',
    ]);
  });

  it('names an edited total, line and payable', () => {
    expect(
      storedAmountsProblems({ ...document, total: '119.00', payable: '119.00' }, [line]),
    ).toEqual(['its total is 119.00; its lines give 109.00']);
    expect(storedAmountsProblems(document, [{ ...line, amount: '90.00' }])[0]).toMatch(
      /line 1's amount is 90.00/,
    );
    expect(storedAmountsProblems({ ...document, payable: '100.00' }, [line])[0]).toMatch(/payable/);
  });
});
