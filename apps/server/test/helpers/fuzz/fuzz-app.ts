import { buildTestApp, makeWebDist, RAISED_LIMITS, type TestApp } from '../test-app.ts';

export interface FuzzApp extends TestApp {
  /** The server's error log lines (JSON) since they were last taken. */
  takeErrors(): string[];
}

/**
 * The app as `buildTestApp` makes it, with raised rate limits, a built web app (so paths that
 * leave /api/ are served as in production) and its error log kept: a 500 is reported with the
 * error behind it.
 */
export async function buildFuzzApp(): Promise<FuzzApp> {
  let errors: string[] = [];
  const stream = {
    write(line: string) {
      errors.push(line);
      if (process.env.KIRA_TEST_LOG) process.stderr.write(line);
    },
  };
  const t = await buildTestApp(
    { ...RAISED_LIMITS, webDist: makeWebDist() },
    { logger: { level: 'error', stream } },
  );
  return {
    ...t,
    takeErrors: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
