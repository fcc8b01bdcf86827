// `npm run build`: the web app and the server bundle.
import { spawnSync } from 'node:child_process';
import { builds } from './build-is-current.mjs';

const root = new URL('..', import.meta.url).pathname;
for (const build of Object.values(builds)) {
  const [command, ...args] = build.command;
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
