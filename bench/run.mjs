// `npm run bench`: prints the figures; never part of `npm test`.
// `npm run bench -- documents startup` runs only the benches named.
//
// Each bench runs in a Node process of its own (run-one.mjs). The load generator shares the
// machine's two cores with the server and the database: in one process with every bench, it
// carried Lighthouse's and Playwright's modules (a heap of 85-100 MB against 11-16 MB), and V8's
// helper threads spent as much of a core marking that heap during a load as the load generator
// itself did sending it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benches } from './benches.mjs';

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown bench ${unknown.join(', ')}; choose among ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}

const folder = mkdtempSync(join(tmpdir(), 'kira-bench-rows-'));
const rows = [];
try {
  for (const name of Object.keys(benches)) {
    if (chosen.length > 0 && !chosen.includes(name)) continue;
    const rowsFile = join(folder, `${name}.json`);
    const runOne = new URL('./run-one.mjs', import.meta.url).pathname;
    const { status } = spawnSync(process.execPath, [runOne, name, rowsFile], {
      stdio: 'inherit',
    });
    if (status !== 0) {
      console.error(`The ${name} bench failed (exit ${status})`);
      process.exitCode = 1;
      break;
    }
    rows.push(...JSON.parse(readFileSync(rowsFile, 'utf8')));
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
if (process.exitCode) process.exit();
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nKira benchmarks (${new Date().toISOString()}, ${process.version})`);
for (const [what, figure, note] of rows)
  console.log(`${what.padEnd(width)}  ${figure.padStart(14)}  ${note}`);
