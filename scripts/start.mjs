// `npm start`: builds the web app and the server bundle when their sources changed, then runs
// the server in this process (so SIGINT/SIGTERM reach its own clean shutdown directly).
import { builds, buildWhenStale } from './build-is-current.mjs';

// Production mode unless the operator says otherwise: React (in the PDF threads, which inherit
// this environment) runs its production build, and better-auth its production defaults
// (docs/operations.md, "Production mode"). Set before the server is imported, below.
process.env.NODE_ENV ??= 'production';

// Before anything is built or written: Kira's files are its user's alone (main.ts says it too).
process.umask(0o077);

for (const [name, build] of Object.entries(builds)) buildWhenStale(name, build);

await import('../apps/server/dist/main.mjs');
