import { randomUUID } from 'node:crypto';
import type { CompanyImportJob } from '@kira/core/company-archive';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { ImportedCompany } from './import-company.ts';

interface Entry {
  job: CompanyImportJob;
  userId: string;
  endedAt?: number;
}

/** How long a finished job stays readable. */
const KEEP_MS = 60 * 60_000;

export interface ImportProgress {
  add(rows: number): void;
  /** Lets other requests run between batches (the embedded database answers in the same turn). */
  pause(): Promise<void>;
}

/**
 * Company imports run in the background while the screen polls their progress. Jobs live in
 * this process's memory, readable only by who started them, and are forgotten an hour after.
 */
export class CompanyImportJobs {
  readonly #jobs = new Map<string, Entry>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  start(
    userId: string,
    total: number,
    run: (progress: ImportProgress) => Promise<ImportedCompany>,
  ): CompanyImportJob {
    this.#forgetOld();
    const job: CompanyImportJob = {
      id: randomUUID(),
      status: 'running',
      processed: 0,
      total,
      company: null,
      members: null,
      error: null,
    };
    const entry: Entry = { job, userId };
    this.#jobs.set(job.id, entry);
    const progress: ImportProgress = {
      add: (rows) => {
        job.processed = Math.min(total, job.processed + rows);
      },
      pause: () => new Promise((resolve) => setImmediate(resolve)),
    };
    // Started on the next turn, so the 202 answer goes out first.
    setImmediate(() => {
      run(progress)
        .then((imported) => {
          job.status = 'done';
          job.processed = total;
          job.company = { tenantId: imported.tenantId, name: imported.name };
          job.members = imported.members;
        })
        .catch((error: unknown) => {
          job.status = 'failed';
          if (error instanceof AppError && error.status < 500) {
            job.error = `${error.message} Nothing of it was kept.`;
            return;
          }
          this.log.error(
            { err: error, job: job.id },
            'A company import failed; nothing of it was kept',
          );
          job.error = 'The import failed and nothing of it was kept. Try again.';
        })
        .finally(() => {
          entry.endedAt = Date.now();
        });
    });
    return { ...job };
  }

  get(id: string, userId: string): CompanyImportJob | undefined {
    const entry = this.#jobs.get(id);
    return entry && entry.userId === userId ? { ...entry.job } : undefined;
  }

  /** Resolves when no job is running (tests, and a clean stop). */
  async idle(): Promise<void> {
    while ([...this.#jobs.values()].some((entry) => entry.job.status === 'running'))
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  #forgetOld() {
    const now = Date.now();
    for (const [id, entry] of this.#jobs)
      if (entry.endedAt !== undefined && now - entry.endedAt > KEEP_MS) this.#jobs.delete(id);
  }
}
