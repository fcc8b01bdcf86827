// `npm test`: lint, typecheck, unit tests, integration tests on PGlite and (when
// TEST_DATABASE_URL is set) on PostgreSQL, then browser tests in Chromium. Prints one total.
// With CI set, a missing PostgreSQL (no TEST_DATABASE_URL) or Chromium fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'kira-test-reports-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Failed tests by name with their first error line: CI shows only the end of the output.
const failedTests = [];

function firstLine(message) {
  return (
    String(message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
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

function vitest(title, project, report, env) {
  const file = join(reports, `${report}.json`);
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  addVitest(file);
}

run('lint and format (Biome)', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// Redocly's lint of /api/openapi.json, and the web app's generated API types being current.
run('OpenAPI document (Redocly) and generated API types', 'node', [
  'tools/openapi/openapi.mjs',
  'check',
]);
vitest('unit tests (packages/core)', 'core', 'unit');
vitest('unit tests (apps/web)', 'web', 'web');
vitest('integration tests on PGlite', 'server', 'pglite', { KIRA_TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests on PostgreSQL', 'server', 'postgres', { KIRA_TEST_DB: 'postgres' });
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

if (existsSync(chromium)) {
  if (run('build the web app and the server', 'npm', ['run', 'build'])) {
    const file = join(reports, 'e2e.json');
    run(
      'browser tests (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        CHROMIUM_PATH: chromium,
      },
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

console.log('');
for (const test of failedTests) console.log(`FAILED ${test.slice(0, 400)}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
