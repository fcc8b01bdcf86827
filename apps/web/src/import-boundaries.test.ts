import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The import boundaries of docs/decisions/0004-import-boundaries.md live in biome.json
// (`noRestrictedImports`, one override per folder). These tests write deliberately right and
// wrong imports into short-lived files inside the tree, lint them with the project's own Biome
// and expect exactly the wrong ones to fail.

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const web = join(repo, 'apps/web/src');
const biome = join(repo, 'node_modules/.bin/biome');
const tag = `__boundary-check-${process.pid}`;
const created: string[] = [];

interface Probe {
  /** Where the file goes, relative to the repository. */
  file: string;
  from: string;
  allowed: boolean;
}

const probes: Probe[] = [
  // A feature never imports another feature, at any depth of its folder.
  {
    file: `apps/web/src/features/auth/${tag}.ts`,
    from: '../contacts/api/get-contact.ts',
    allowed: false,
  },
  {
    file: `apps/web/src/features/auth/${tag}/a.ts`,
    from: '../../products/routes/x.tsx',
    allowed: false,
  },
  {
    file: `apps/web/src/features/auth/${tag}/deep/a.ts`,
    from: '../../../members/api/x.ts',
    allowed: false,
  },
  {
    file: `apps/web/src/features/auth/${tag}/deep/er/a.ts`,
    from: '../../../../b/x.ts',
    allowed: false,
  },
  {
    file: `apps/web/src/features/auth/${tag}/b.ts`,
    from: '../../../features/contacts/x.ts',
    allowed: false,
  },
  // ...nor app/.
  {
    file: `apps/web/src/features/auth/${tag}/c.ts`,
    from: '../../../app/router.tsx',
    allowed: false,
  },
  // Its own files and the shared folders are fine.
  {
    file: `apps/web/src/features/auth/${tag}/d.ts`,
    from: '../routes/login-page.tsx',
    allowed: true,
  },
  {
    file: `apps/web/src/features/auth/${tag}/e.ts`,
    from: '../../../lib/auth/auth-context.tsx',
    allowed: true,
  },
  {
    file: `apps/web/src/features/auth/${tag}/deep/f.ts`,
    from: '../../../../components/page-shell.tsx',
    allowed: true,
  },
  { file: `apps/web/src/features/auth/${tag}/g.ts`, from: '@kira/core/me', allowed: true },
  // Shared code imports neither a feature nor app/.
  {
    file: `apps/web/src/lib/${tag}/a.ts`,
    from: '../../features/auth/routes/login-page.tsx',
    allowed: false,
  },
  { file: `apps/web/src/components/${tag}.ts`, from: '../app/router.tsx', allowed: false },
  {
    file: `apps/web/src/components/${tag}/b.ts`,
    from: '../../lib/auth/abilities.ts',
    allowed: true,
  },
  // The app composes the features; the web app never reaches into the server.
  {
    file: `apps/web/src/app/${tag}.ts`,
    from: '../features/auth/routes/login-page.tsx',
    allowed: true,
  },
  { file: `apps/web/src/app/${tag}/a.ts`, from: '@kira/server/app.ts', allowed: false },
  { file: `apps/web/src/features/auth/${tag}/h.ts`, from: '@kira/server/app.ts', allowed: false },
  // packages/core imports nothing from apps/.
  {
    file: `packages/core/src/${tag}.ts`,
    from: '../../../apps/web/src/lib/auth/abilities.ts',
    allowed: false,
  },
  { file: `packages/core/src/${tag}/a.ts`, from: '@kira/web/lib/format/price.ts', allowed: false },
  { file: `packages/core/src/${tag}/b.ts`, from: '../money.ts', allowed: true },
  // A server module reaches another only through the files at its root.
  {
    file: `apps/server/src/contacts/${tag}.ts`,
    from: '../documents/use-cases/issue.ts',
    allowed: false,
  },
  {
    file: `apps/server/src/contacts/${tag}-b.ts`,
    from: '../documents/documents-routes.ts',
    allowed: true,
  },
  { file: `apps/server/src/contacts/${tag}-c.ts`, from: '../db/schema/index.ts', allowed: true },
  { file: `apps/server/src/documents/${tag}/a.ts`, from: '../../contacts/x/y.ts', allowed: false },
  {
    file: `apps/server/src/documents/${tag}/b.ts`,
    from: '../store/read-document.ts',
    allowed: true,
  },
  { file: `apps/server/src/${tag}.ts`, from: './documents/store/read-document.ts', allowed: false },
];

/** Lints the given files for restricted imports; answers the files that were refused. */
function refusedFiles(files: string[]): Set<string> {
  const run = spawnSync(
    biome,
    ['lint', '--only=style/noRestrictedImports', '--reporter=github', ...files],
    { cwd: repo, encoding: 'utf8' },
  );
  const refused = new Set<string>();
  for (const match of run.stdout.matchAll(
    /title=lint\/style\/noRestrictedImports,file=([^,]+),/g,
  )) {
    refused.add(relative(repo, match[1] as string));
  }
  return refused;
}

afterAll(() => {
  for (const path of created) rmSync(path, { recursive: true, force: true });
});

describe('import boundaries (biome.json noRestrictedImports)', () => {
  it('refuses every wrong import and lets every right one through', () => {
    for (const probe of probes) {
      const path = join(repo, probe.file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `export * from '${probe.from}';\n`);
      // The folder or file named by the tag, removed whole afterwards.
      const top = probe.file.slice(0, probe.file.indexOf(tag) + tag.length);
      const inFolder = probe.file.slice(top.length).startsWith('/');
      const topPath = join(repo, inFolder ? top : probe.file);
      if (!created.includes(topPath)) created.push(topPath);
    }
    const refused = refusedFiles(probes.map((probe) => probe.file));
    const verdicts = probes.map((probe) => ({ ...probe, allowed: !refused.has(probe.file) }));
    expect(verdicts).toEqual(probes);
  });

  it('has a rule for every folder depth the features use', () => {
    // biome.json spells the feature rule once per depth (features/*/*, .../*/*, up to four).
    const deepest = (dir: string, depth: number): number =>
      Math.max(
        depth,
        ...readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => deepest(join(dir, entry.name), depth + 1)),
      );
    for (const feature of readdirSync(join(web, 'features'))) {
      expect(deepest(join(web, 'features', feature), 1), feature).toBeLessThanOrEqual(4);
    }
  });
});
