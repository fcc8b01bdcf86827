// Bundles the server's own TypeScript (and packages/core) into apps/server/dist/main.mjs, the
// PDF threads' entry point into apps/server/dist/pdf-worker.mjs (piscina loads it beside
// main.mjs: src/pdf-pool/pdf-pool.ts), the first screens' render threads' into
// first-screen-worker.mjs (src/web/first-screen) and the operator's commands into admin.mjs (`npm run
// admin`, scripts/admin.mjs); npm packages (sharp and its native @img/* builds,
// piscina, react-pdf) stay external and load from node_modules as usual.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'apps/server/src/main.ts',
    'pdf-worker': 'apps/server/src/pdf-pool/pdf-worker.ts',
    admin: 'apps/server/src/cli/admin.ts',
    'first-screen-worker': 'apps/server/src/web/first-screen/first-screen-worker.mjs',
  },
  outdir: 'apps/server/dist',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kira/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
