import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

interface LevelledLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

/**
 * Fastify's `childLoggerFactory`: a request's logger that becomes pino's child (with the
 * request's id) only when the request logs at a level the log keeps. Making a child writes its
 * bindings out through the redaction, about 2 % of a list page's CPU, and at LOG_LEVEL warn most
 * requests log nothing. A route with a level of its own, or a logger that cannot say which
 * levels it keeps, gets its child at once.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levelled = parent as LevelledLogger;
  if (options.level !== undefined || typeof levelled.isLevelEnabled !== 'function')
    return parent.child(bindings, options);
  return new LazyChild(levelled, bindings, options);
}

class LazyChild implements FastifyBaseLogger {
  readonly #parent: LevelledLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: LevelledLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) {
    this.log('fatal', args);
  }

  error(...args: Parameters<FastifyBaseLogger['error']>) {
    this.log('error', args);
  }

  warn(...args: Parameters<FastifyBaseLogger['warn']>) {
    this.log('warn', args);
  }

  info(...args: Parameters<FastifyBaseLogger['info']>) {
    this.log('info', args);
  }

  debug(...args: Parameters<FastifyBaseLogger['debug']>) {
    this.log('debug', args);
  }

  trace(...args: Parameters<FastifyBaseLogger['trace']>) {
    this.log('trace', args);
  }

  silent() {}

  private log(level: Level, args: Parameters<FastifyBaseLogger[Level]>) {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    const child = this.made();
    Reflect.apply(child[level], child, args);
  }

  private made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }
}
