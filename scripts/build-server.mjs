// Bundles the server's own TypeScript (and packages/core) into apps/server/dist/main.mjs;
// npm packages stay external and load from node_modules as usual.
import { build } from 'esbuild';

await build({
  entryPoints: ['apps/server/src/main.ts'],
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
