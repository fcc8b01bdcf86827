// A PDF thread's entry point when the server runs from source (tsx, vitest): the thread
// registers tsx's loader itself, then loads the TypeScript entry. (`execArgv: ['--import',
// 'tsx']` does not reach a worker thread's own module loading on Node 20.) The bundle runs
// dist/pdf-worker.mjs instead.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The server's tsconfig (JSX through react/jsx-runtime), wherever the process was started.
register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
const { default: renderPdfTask } = await import('./pdf-worker.ts');
export default renderPdfTask;
