import type { Plugin } from 'vite';
import { chunksOf, staticModules } from './chunk-graph.ts';

const editorScreen = /\/src\/features\/documents\/routes\/document-page\.tsx$/;
const validation = /\/node_modules\/zod\//;

/**
 * Fails the build when the document editor would download zod (25 KiB gzip of its 250 KB
 * budget). The editor calls core's plain modules (option-lists, tax-code-list,
 * money-arithmetic, calendar-dates); the schemas beside them are for the server and for
 * forms that validate before they send.
 */
export function editorBundleGuard(): Plugin {
  return {
    name: 'kira-editor-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = chunksOf(bundle);
      const editor = [...chunks.values()].filter((chunk) =>
        editorScreen.test(chunk.facadeModuleId ?? ''),
      );
      if (editor.length === 0) this.error('The document editor screen has no chunk of its own.');
      const carried = staticModules(chunks, editor).find(({ id }) => validation.test(id));
      if (carried) {
        this.error(
          `The document editor's bundle (${carried.chunk.fileName}) would carry zod: ${carried.id}. Import core's plain modules, not the schemas' (see scripts/editor-bundle-guard.ts).`,
        );
      }
    },
  };
}
