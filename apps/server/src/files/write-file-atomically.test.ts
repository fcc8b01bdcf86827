import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { writeFileAtomically } from './write-file-atomically.ts';

it("writes a file that is the server user's alone (0600), whatever the umask", async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'kira-write-')), 'logo.png');
  await writeFileAtomically(path, new Uint8Array([1, 2, 3]));
  expect(statSync(path).mode & 0o7777).toBe(0o600);
  expect([...readFileSync(path)]).toEqual([1, 2, 3]);
});
