import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './make-data-dir-private.ts';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('makeDataDirPrivate', () => {
  it('makes every directory 0700 and every file 0600, and counts what it changed', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kira-private-'));
    const nested = join(dataDir, 'pgdata', 'base', '1');
    mkdirSync(nested, { recursive: true, mode: 0o755 });
    const files = [
      join(dataDir, 'kira.lock'),
      join(nested, '1259'),
      join(dataDir, 'pgdata', 'PG_VERSION'),
    ];
    for (const file of files) writeFileSync(file, 'x', { mode: 0o666 });
    const directories = [dataDir, join(dataDir, 'pgdata'), join(dataDir, 'pgdata', 'base'), nested];
    // Whatever the test's umask, start from what a default one leaves (chmod ignores the umask).
    for (const directory of directories) chmodSync(directory, 0o755);
    for (const file of files) chmodSync(file, 0o666);
    const outside = join(mkdtempSync(join(tmpdir(), 'kira-outside-')), 'target');
    writeFileSync(outside, 'x', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dataDir, 'link'));

    expect(makeDataDirPrivate(dataDir)).toBe(directories.length + files.length);

    for (const directory of directories) expect(modeOf(directory)).toBe(0o700);
    for (const file of files) expect(modeOf(file)).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    // Already private: nothing more to change.
    expect(makeDataDirPrivate(dataDir)).toBe(0);
  });

  it('changes nothing where there is no data directory yet', () => {
    expect(makeDataDirPrivate(join(tmpdir(), 'kira-private-missing', 'none'))).toBe(0);
  });
});
