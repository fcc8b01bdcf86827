import { expect } from 'vitest';
import type { TestUser } from './factories.ts';

/**
 * Starts an import and polls its job until it ends. To see its progress, a test reads the
 * job at each pause (`onImportPause` of buildTestApp) rather than racing these polls.
 */
export async function runImport(user: TestUser, path: string, body: object) {
  const started = await user.c.post(path, body);
  expect(started.statusCode, started.body).toBe(202);
  let job = started.json();
  expect(job).toMatchObject({ status: 'running', processed: 0 });
  for (let i = 0; i < 3000 && job.status === 'running'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    job = (await user.c.get(`/api/imports/${job.id}`)).json();
  }
  expect(job.status, job.error).toBe('done');
  return { job };
}
