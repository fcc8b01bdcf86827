import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

import { appPort as port, smtpPort } from './ports.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A fresh embedded database for each run; the real server serves the built web app.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kira-e2e-'));
// The workers read it too: a test that needs a developer runs `npm run admin` on this server's
// data directory (helpers/developer.ts), and a worker evaluating this file must not make another.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // Bounds that only stop a hang: `npm test` runs these beside the server's suites on two
  // cores, where a flow that takes 15 s alone has taken over 30 s (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step's screenshots and DOM: a third of the browser's work in these
    // tests, kept only when one fails. Off unless asked for (E2E_TRACE=1), since CI shows only
    // the output; locally, rerun a failing test with it (docs/testing.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: new URL('..', import.meta.url).pathname,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SIGNUPS_PER_ADDRESS: '1000',
      SIGNIN_FAILURES_PER_ADDRESS: '1000',
    },
  },
});
