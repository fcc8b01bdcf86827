// `npm test`: lint, typecheck, unit tests, integration tests on PGlite and (when
// TEST_DATABASE_URL is set) on PostgreSQL, then browser tests in Chromium. Prints one total.
// With CI set, a missing PostgreSQL (no TEST_DATABASE_URL) or Chromium fails the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'kira-test-reports-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The server's vitest projects (vitest.config.ts): most files share workers, a few do not. */
const SERVER_PROJECTS = ['server', 'server-isolated'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Failed tests by name with their first error line: CI shows only the end of the output.
const failedTests = [];
/** Each step's title and seconds, printed at the end. */
const timings = [];

function firstLine(message) {
  return (
    String(message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

/**
 * Runs a step and, once it ends, prints its output under its title with how long it took. Steps
 * of different lanes run side by side (below), so each step's output is held until it ends and
 * printed whole rather than interleaved with another's.
 */
function run(title, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push([title, seconds]);
      console.log(`\n━━ ${title} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failures.push(title);
      resolve(status === 0);
    });
  });
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const suite of r.testResults) {
    const file = suite.name.replace(`${process.cwd()}/`, '');
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') {
        failedTests.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    if (suite.status === 'failed' && suite.assertionResults.every((t) => t.status !== 'failed')) {
      failedTests.push(`${file}: ${firstLine(suite.message)}`);
    }
  }
}

function failedSpecs(suites, file = '') {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${spec.file ?? file} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    failedSpecs(suite.suites, suite.file ?? file);
  }
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  failedSpecs(JSON.parse(readFileSync(file, 'utf8')).suites);
}

async function vitest(title, projects, report, env) {
  const file = join(reports, `${report}.json`);
  await run(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  addVitest(file);
}

// Lanes side by side, sized for two cores: the static checks and unit tests; the build and the
// browser tests; the server's integration tests on PGlite; on PostgreSQL (below). Each lane's
// steps run in order.
const postgresUrl = process.env.TEST_DATABASE_URL;

async function staticLane() {
  await run('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  await run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  // Redocly's lint of /api/openapi.json, and the web app's generated API types being current.
  await run('OpenAPI document (Redocly) and generated API types', 'node', [
    'tools/openapi/openapi.mjs',
    'check',
  ]);
  await vitest('unit tests (packages/core, apps/web)', ['core', 'web'], 'unit');
}

/** The server's suites on PGlite. */
function pgliteLane() {
  // The suites that do not depend on the database's behaviour run once: on PostgreSQL when
  // there is one (vitest.config.ts, ONE_DATABASE).
  return vitest('integration tests on PGlite', SERVER_PROJECTS, 'pglite', {
    KIRA_TEST_DB: 'pglite',
    ...(postgresUrl ? { KIRA_TEST_ONE_DATABASE_ELSEWHERE: '1' } : {}),
  });
}

/** The server's suites on PostgreSQL, once `ready` (a lane has ended and left a core free). */
async function postgresLane(ready) {
  if (postgresUrl) {
    await ready;
    await vitest('integration tests on PostgreSQL', SERVER_PROJECTS, 'postgres', {
      KIRA_TEST_DB: 'postgres',
    });
  } else if (process.env.CI) {
    // Like Chromium below: in CI a pass that silently does not run would hide its tests.
    console.error(
      '\n━━ integration tests on PostgreSQL: TEST_DATABASE_URL is not set, and CI must run them. Point it at a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
    failures.push('integration tests on PostgreSQL (no TEST_DATABASE_URL)');
  } else {
    console.warn(`\n${'!'.repeat(78)}`);
    console.warn('!! POSTGRESQL INTEGRATION TESTS SKIPPED: TEST_DATABASE_URL is not set.');
    console.warn('!! Point it at a PostgreSQL server to run them (CI fails without it).');
    console.warn('!'.repeat(78));
  }
}

async function browserLane() {
  if (existsSync(chromium)) {
    if (await run('build the web app and the server', 'npm', ['run', 'build'])) {
      const file = join(reports, 'e2e.json');
      await run(
        'browser tests (Playwright, Chromium)',
        'npx',
        ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium },
      );
      addPlaywright(file);
    }
  } else if (process.env.CI) {
    console.error(
      `\n━━ browser tests: ${chromium} is missing, and CI must run them. Install it: apt-get install -y chromium`,
    );
    failures.push('browser tests (no Chromium)');
  } else {
    console.warn(`\n${'!'.repeat(78)}`);
    console.warn(`!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`);
    console.warn('!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH to run them.');
    console.warn('!'.repeat(78));
  }
}

const started = Date.now();
// Two cores: the static checks, the browser tests and the PGlite suites start together; the
// PostgreSQL suites start when the browser tests or the PGlite suites end, whichever is first,
// so the machine never runs more than three heavy steps at once and no lane idles at the end.
const browser = browserLane();
const pglite = pgliteLane();
await Promise.all([staticLane(), browser, pglite, postgresLane(Promise.race([browser, pglite]))]);

console.log('');
for (const test of failedTests) console.log(`FAILED ${test.slice(0, 400)}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log('\nSteps (lanes ran side by side):');
for (const [title, seconds] of timings) console.log(`  ${String(seconds).padStart(5)} s  ${title}`);
console.log(`  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  in all`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
