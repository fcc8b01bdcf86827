import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const builds = {
  web: {
    // Written last by the web build (apps/web/scripts/prerender.mjs, after `vite build`).
    output: 'apps/web/dist/prerendered.json',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/package.json',
      'packages/core/src',
    ],
    command: ['npm', 'run', 'build', '-w', '@kira/web'],
  },
  server: {
    output: 'apps/server/dist/main.mjs',
    sources: ['apps/server/src', 'packages/core/src', 'scripts/build-server.mjs'],
    command: ['node', 'scripts/build-server.mjs'],
  },
};

/** Whether a build's output is newer than every source file it is made from. */
export function buildIsCurrent({ output, sources }) {
  const built = join(root, output);
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return sources.every((source) => newestChange(join(root, source)) <= builtAt);
}

/**
 * Runs a build's command when its output is older than a source (`npm start`, `npm run admin`);
 * exits with the build's status when it fails. `output` is where the build's own output goes.
 */
export function buildWhenStale(name, build, { output = 'inherit' } = {}) {
  if (buildIsCurrent(build)) return;
  console.error(`Building the ${name}...`);
  const [command, ...args] = build.command;
  const result = spawnSync(command, args, { stdio: ['ignore', output, 'inherit'], cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}
