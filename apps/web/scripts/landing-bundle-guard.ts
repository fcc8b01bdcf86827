import type { Plugin } from 'vite';
import { chunksOf, staticModules } from './chunk-graph.ts';

/**
 * What the landing page's JavaScript must never carry (the entry chunk and everything it
 * imports statically, which the browser fetches before the page works), with the reason shown
 * when a change pulls it in. Each belongs behind a lazy screen (src/app/screens.ts).
 */
const keptOut: { pattern: RegExp; what: string }[] = [
  {
    pattern: /\/src\/features\/(?!landing\/|auth\/)/,
    what: 'a feature other than the landing page and the auth route guards',
  },
  {
    pattern:
      /\/src\/(features\/auth\/(routes|components)\/|components\/(sign-up-form|new-password-))/,
    what: 'the sign-in and sign-up screens',
  },
  { pattern: /\/src\/(lib\/(forms|listing)|components\/(list|record))\//, what: 'forms and lists' },
  { pattern: /\/src\/app\/layout\/(signed-in-nav|start-menu)/, what: 'the signed-in navigation' },
  {
    pattern:
      /\/node_modules\/(papaparse|@react-pdf|pdfkit|zod|@mantine\/(dates|form|notifications|charts)|recharts|dayjs)\//,
    what: 'import, PDF, validation or form code',
  },
];

/**
 * Fails the build when the landing page's bundle would carry the signed-in app, the forms, PDF
 * or import code: the landing page must stay small enough to work quickly on a phone.
 */
export function landingBundleGuard(): Plugin {
  return {
    name: 'kira-landing-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      // A server build (the prerender) has no browser entry to guard.
      if (this.environment.config.consumer !== 'client') return;
      const chunks = chunksOf(bundle);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      for (const { chunk, id } of staticModules(chunks, entries)) {
        const rule = keptOut.find(({ pattern }) => pattern.test(id));
        if (rule) {
          this.error(
            `The landing page's bundle (${chunk.fileName}) would carry ${rule.what}: ${id}. Load it lazily (src/app/screens.ts).`,
          );
        }
      }
    },
  };
}
