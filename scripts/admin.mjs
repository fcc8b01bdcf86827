// `npm run admin -- <command>`: the operator's commands (apps/server/src/cli/admin.ts) from the
// server bundle, as `npm start` runs the server: built first when its sources changed.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent, builds } from './build-is-current.mjs';

// Kira's files are its user's alone, as the server's are (scripts/start.mjs).
process.umask(0o077);

if (!buildIsCurrent(builds.server)) {
  const [command, ...args] = builds.server.command;
  const root = new URL('..', import.meta.url).pathname;
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/dist/admin.mjs');
