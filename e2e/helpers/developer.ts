import { execFileSync } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Makes a signed-up user a developer as an operator does (`npm run admin -- developer add`),
 * through the running server's socket in the e2e data directory (playwright.config.ts).
 */
export function makeDeveloper(email: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  execFileSync(process.execPath, ['scripts/admin.mjs', 'developer', 'add', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}
