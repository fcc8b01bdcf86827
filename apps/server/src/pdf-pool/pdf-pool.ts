import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { AppError, tooMany } from '../http/app-error.ts';
import type { PdfTask, PdfTaskAnswer } from './pdf-task.ts';

export type { PdfTask } from './pdf-task.ts';

/** Makes PDFs: one, or several at once (a ZIP), all or none. */
export interface PdfRenderer {
  render(task: PdfTask): Promise<Buffer>;
  renderAll(tasks: readonly PdfTask[]): Promise<Buffer[]>;
}

export interface PdfPoolOptions {
  /** Threads rendering at once (by default one fewer than the machine's cores, at least one). */
  threads: number;
  /** Renders that may wait for a thread; a request that would pass it is answered 429. */
  queueLimit: number;
  /** How long one render may take from its start before its thread is stopped (503). */
  timeLimitMs: number;
  log: FastifyBaseLogger;
}

/** A thread that made this many PDFs is replaced (react-pdf keeps about 90 KB a PDF). */
const RENDERS_PER_THREAD = 300;
/** A thread idle this long ends; the next PDF starts one again (about half a second). */
const IDLE_THREAD_MS = 60_000;

// Run from source (tsx, vitest) a thread loads TypeScript through tsx (pdf-worker-from-source.mjs);
// the bundle has the thread's own entry point beside main.mjs (scripts/build-server.mjs).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(
  fromSource ? './pdf-worker-from-source.mjs' : './pdf-worker.mjs',
  import.meta.url,
);

const TIME_LIMIT = Symbol('time limit');

interface Job {
  task: PdfTask;
  /** Aborted when another PDF of the same request failed: this one is no longer wanted. */
  batch: AbortSignal;
  resolve(pdf: Buffer): void;
  reject(error: unknown): void;
}

function failed(): AppError {
  return new AppError('PDF_FAILED', 'The PDF could not be made just now; try again in a moment.');
}

/**
 * PDFs are rendered on worker threads (piscina), never on the event loop: a render is tens to
 * hundreds of milliseconds of CPU, and three ZIPs of 50 held every other request for seconds.
 * The pool keeps its own queue in front of piscina's and hands piscina a task only when a
 * thread is free, so a render's time limit counts from its start, not from its wait, and the
 * queue's limit holds for every task (piscina's `maxQueue` does not count abortable tasks).
 * Threads start with the first PDF and end when idle; the pool closes with the server.
 */
export class PdfPool implements PdfRenderer {
  #piscina: Piscina | undefined;
  readonly #waiting: Job[] = [];
  #running = 0;
  #closed = false;
  /** A running mean of how long a render takes, for `Retry-After`. */
  #renderMs = 200;

  constructor(private readonly options: PdfPoolOptions) {}

  render(task: PdfTask): Promise<Buffer> {
    return this.renderAll([task]).then(([pdf]) => pdf as Buffer);
  }

  /**
   * Renders every task, or refuses them all at once when the queue has no room for them (429
   * with `Retry-After`). The first that fails stops the others (503).
   */
  async renderAll(tasks: readonly PdfTask[]): Promise<Buffer[]> {
    this.#admit(tasks.length);
    const batch = new AbortController();
    const pdfs = tasks.map(
      (task) =>
        new Promise<Buffer>((resolve, reject) => {
          this.#waiting.push({ task, batch: batch.signal, resolve, reject });
        }),
    );
    this.#pump();
    try {
      return await Promise.all(pdfs);
    } catch (error) {
      // The others are no longer wanted: those waiting leave the queue, those running stop.
      batch.abort();
      for (const job of this.#waiting.filter((waiting) => waiting.batch === batch.signal)) {
        this.#waiting.splice(this.#waiting.indexOf(job), 1);
        job.reject(error);
      }
      throw error;
    }
  }

  /** Stops every thread; renders still waiting or running are answered 503. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.reject(failed());
    await this.#piscina?.destroy();
  }

  #admit(count: number): void {
    if (this.#closed) throw failed();
    const { threads, queueLimit } = this.options;
    const waiting = this.#waiting.length + Math.max(0, count - (threads - this.#running));
    if (waiting <= queueLimit) return;
    const seconds = Math.ceil(((waiting / threads) * this.#renderMs) / 1000);
    throw tooMany(`Kira is making many PDFs right now; try again in ${seconds} s.`, seconds);
  }

  #pump(): void {
    while (this.#running < this.options.threads) {
      const job = this.#waiting.shift();
      if (!job) return;
      this.#running += 1;
      this.#run(job)
        .then(job.resolve, job.reject)
        .finally(() => {
          this.#running -= 1;
          this.#pump();
        });
    }
  }

  #pool(): Piscina {
    this.#piscina ??= new Piscina({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: this.options.threads,
      idleTimeout: IDLE_THREAD_MS,
    });
    return this.#piscina;
  }

  async #run(job: Job, attempt = 1): Promise<Buffer> {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(TIME_LIMIT), this.options.timeLimitMs);
    const unwanted = () => stop.abort(job.batch.reason);
    job.batch.addEventListener('abort', unwanted, { once: true });
    const startedAt = performance.now();
    let answer: PdfTaskAnswer;
    try {
      answer = await this.#pool().run(job.task, { signal: stop.signal });
    } catch (error) {
      if (stop.signal.reason === TIME_LIMIT) {
        const seconds = this.options.timeLimitMs / 1000;
        this.options.log.warn({ kind: job.task.kind, seconds }, 'a PDF passed its time limit');
        throw new AppError(
          'PDF_FAILED',
          `The PDF took longer than ${seconds} s to make and was stopped; try again in a moment.`,
        );
      }
      if (stop.signal.aborted || this.#closed) throw failed();
      // The thread ended under the task (replaced just then, or it crashed): once more on a
      // fresh thread.
      if (attempt === 1) return this.#run(job, 2);
      this.options.log.error({ err: error }, 'a PDF thread ended while rendering');
      throw failed();
    } finally {
      clearTimeout(timer);
      job.batch.removeEventListener('abort', unwanted);
    }
    this.#replaceIfWorn(answer);
    if (!answer.ok) {
      this.options.log.error({ err: answer.error, kind: job.task.kind }, 'a PDF failed to render');
      throw failed();
    }
    this.#renderMs = 0.9 * this.#renderMs + 0.1 * (performance.now() - startedAt);
    return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
  }

  /**
   * Ends a thread that has made `RENDERS_PER_THREAD` PDFs (piscina starts another when needed).
   * A task piscina gave it in the meantime fails and is run again (`#run`'s second attempt).
   */
  #replaceIfWorn(answer: PdfTaskAnswer): void {
    if (answer.renders < RENDERS_PER_THREAD) return;
    const thread = this.#piscina?.threads.find((worker) => worker.threadId === answer.threadId);
    void thread?.terminate();
  }
}
