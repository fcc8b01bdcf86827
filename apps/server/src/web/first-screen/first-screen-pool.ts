import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';

export interface FirstScreenTask {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The API's answers the screen shows, by path (packages/core/src/first-screen.ts). */
  answers: Record<string, unknown>;
  /** When they were read (ms since 1970). */
  at: number;
  /** Whether to render for a phone's screen (the browser's request says it is a phone). */
  phone: boolean;
  /** The screen's shell (dist/first-screen-*.html). */
  shell: string;
  /** How to compress the page: as the browser accepts. */
  encoding: 'br' | 'gzip' | undefined;
}

/** A thread idle this long ends (but the first, which stays once started). */
const IDLE_THREAD_MS = 60_000;
/** A render is tens of milliseconds; one this slow is stopped and the shell sent instead. */
const TIME_LIMIT_MS = 5_000;

// Plain JavaScript, the same file from source and beside the bundle (scripts/build-server.mjs).
const workerFile = new URL('./first-screen-worker.mjs', import.meta.url);

/**
 * Renders signed-in first screens on worker threads (piscina), never on the event loop. It is
 * a speed-up, never a gate: when its threads are busy, a render fails or takes too long, it
 * answers undefined and the caller sends the empty shell, which renders in the browser.
 */
export class FirstScreenPool {
  #piscina: Piscina | undefined;
  /** Settles when a thread has loaded the web app's code (`warm`). */
  #ready: Promise<unknown> | undefined;
  #inFlight = 0;
  readonly #threads = Math.max(1, availableParallelism() - 1);

  constructor(
    /** The web app's server entry (apps/web/dist-server/first-screen.js). */
    private readonly entry: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether a render may start now: two waiting a thread at most, past that the browser renders sooner. */
  hasRoom(): boolean {
    return this.#inFlight < this.#threads * 3;
  }

  async render(task: FirstScreenTask): Promise<Buffer | undefined> {
    if (!this.hasRoom()) return undefined;
    this.#inFlight += 1;
    try {
      // Loading the code is not the render: the time limit starts once it is loaded (it counts a
      // wait behind another render, at most two).
      await this.warm();
      const page: Uint8Array = await this.#pool().run(task, {
        signal: AbortSignal.timeout(TIME_LIMIT_MS),
      });
      return Buffer.from(page.buffer, page.byteOffset, page.byteLength);
    } catch (error) {
      // The page's path only: its query and the answers may carry a person's data.
      this.log.error(
        { err: error, path: task.url.split('?')[0] },
        'a first screen failed to render',
      );
      return undefined;
    } finally {
      this.#inFlight -= 1;
    }
  }

  /**
   * Starts the first thread and loads the web app's code in it (about a second), which the first
   * signed-in visit would otherwise wait for; settles when it is loaded. The thread then stays.
   */
  warm(): Promise<unknown> {
    this.#ready ??= this.#pool()
      .run({ warm: true })
      .catch((error: unknown) => {
        this.#ready = undefined; // tried again by the next render
        throw error;
      });
    return this.#ready;
  }

  async close(): Promise<void> {
    await this.#piscina?.destroy();
  }

  #pool(): Piscina {
    if (this.#piscina) return this.#piscina;
    const piscina = new Piscina({
      filename: workerFile.href,
      workerData: { entry: this.entry },
      minThreads: 1,
      maxThreads: this.#threads,
      idleTimeout: IDLE_THREAD_MS,
    });
    // A thread that cannot load the web app's code (a build being rewritten, a missing package):
    // piscina reports it here, and would end the process if nothing listened. The pool is
    // dropped; the next render starts a new one, and meanwhile the shell goes.
    piscina.on('error', (error: unknown) => {
      this.log.error({ err: error }, 'a first-screen thread failed');
      if (this.#piscina !== piscina) return;
      this.#piscina = undefined;
      this.#ready = undefined;
      void piscina.destroy().catch(() => undefined);
    });
    this.#piscina = piscina;
    return piscina;
  }
}
