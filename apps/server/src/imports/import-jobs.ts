import { randomUUID } from 'node:crypto';
import type { ImportJob, ImportReport } from '@kira/core/csv-import';
import type { FastifyBaseLogger } from 'fastify';

interface Owner {
  tenantId: string;
  userId: string;
}

/** The session that started a job, by a digest of its cookie (see `forSession`). */
type SessionKey = string;

interface JobEntry {
  job: ImportJob;
  owner: Owner;
  session: SessionKey | undefined;
  endedAt?: number;
}

/** How long a finished job's report stays readable. */
const KEEP_MS = 60 * 60_000;

export interface Progress {
  add(rows: number): void;
  /**
   * Lets the server answer other requests (the progress polls) between batches: an embedded
   * database answers within the same turn of the event loop, so a long import would otherwise
   * hold it until the end.
   */
  pause(): Promise<void>;
}

/** Awaited at every pause of an import with the job as a poll would read it (tests). */
export type ImportPauseHook = (job: ImportJob) => Promise<void> | void;

/**
 * Imports run in the background while the screen polls their progress. Jobs live in this
 * process's memory: only their owner reads them, and an hour after ending they are forgotten.
 */
export class ImportJobs {
  readonly #jobs = new Map<string, JobEntry>();

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /** Told when a job has written (its response went out long before). */
    private readonly onWritten: (tenantId: string) => void = () => {},
    private readonly onPause: ImportPauseHook = () => {},
  ) {}

  start(
    owner: Owner,
    session: SessionKey | undefined,
    entity: ImportJob['entity'],
    total: number,
    run: (progress: Progress) => Promise<ImportReport>,
  ): ImportJob {
    this.#forgetOld();
    const job: ImportJob = {
      id: randomUUID(),
      entity,
      status: 'running',
      processed: 0,
      total,
      report: null,
      error: null,
    };
    const entry: JobEntry = { job, owner, session };
    this.#jobs.set(job.id, entry);
    const progress: Progress = {
      add: (rows) => {
        job.processed = Math.min(total, job.processed + rows);
      },
      pause: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await this.onPause({ ...job });
      },
    };
    // Started on the next turn, so the 202 answer is sent first.
    setImmediate(() => {
      run(progress)
        .then((report) => {
          job.report = report;
          job.processed = total;
          job.status = 'done';
        })
        .catch((error: unknown) => {
          this.log.error({ err: error, job: job.id }, 'An import failed; nothing of it was kept');
          job.status = 'failed';
          job.error = 'The import failed and nothing of it was kept. Try again.';
        })
        .finally(() => {
          entry.endedAt = Date.now();
          this.onWritten(owner.tenantId);
        });
    });
    return { ...job };
  }

  get(id: string, owner: Owner): ImportJob | undefined {
    const entry = this.#jobs.get(id);
    if (!entry) return undefined;
    if (entry.owner.tenantId !== owner.tenantId || entry.owner.userId !== owner.userId)
      return undefined;
    return { ...entry.job };
  }

  /**
   * The job, when asked for by the very session that started it. The embedded database runs
   * one transaction at a time, so while an import writes, a session check would wait for it:
   * this lets the progress be read meanwhile without touching the database.
   */
  forSession(id: string, session: SessionKey | undefined): ImportJob | undefined {
    const entry = this.#jobs.get(id);
    if (!entry || session === undefined || entry.session !== session) return undefined;
    return { ...entry.job };
  }

  /** Resolves when no job is running (tests, and a clean stop). */
  async idle(): Promise<void> {
    while ([...this.#jobs.values()].some((entry) => entry.job.status === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  #forgetOld() {
    const now = Date.now();
    for (const [id, entry] of this.#jobs) {
      if (entry.endedAt !== undefined && now - entry.endedAt > KEEP_MS) this.#jobs.delete(id);
    }
  }
}
