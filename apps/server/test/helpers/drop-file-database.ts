import { afterAll, inject } from 'vitest';
import { dropFileDatabase } from './postgres-databases.ts';

// A setup file of the server project: it runs in every test file before the file's own code,
// so this hook is registered first and, vitest running after-hooks in reverse, runs last, once
// the file's apps have closed their connections.
afterAll(async () => {
  const target = inject('testDatabase');
  if (target.mode === 'postgres') await dropFileDatabase(target);
});
