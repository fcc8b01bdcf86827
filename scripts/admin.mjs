// `npm run admin -- <command>`: the operator's commands (apps/server/src/cli/admin.ts) from the
// server bundle, as `npm start` runs the server: built first when its sources changed.
import { builds, buildWhenStale } from './build-is-current.mjs';

// Kira's files are its user's alone, as the server's are (scripts/start.mjs).
process.umask(0o077);

// The build's own output stays off stdout, which is the command's answer.
buildWhenStale('server', builds.server, { output: 'ignore' });

await import('../apps/server/dist/admin.mjs');
