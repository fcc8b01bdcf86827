interface Entry<V> {
  value: V;
  /** The clock reading taken before the value was read from the database. */
  readAt: number;
  cachedAt: number;
}

/**
 * Values read from the database, kept while no write has been answered since they were read
 * (`clock` tells) and for at most `ttlMs`, which bounds what another process's writes can
 * leave stale. A value read while a write was committing is never kept: the clock reading is
 * taken before the read and compared when storing.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async read(key: string, clock: () => number, load: () => Promise<V>, now = Date.now): Promise<V> {
    const before = clock();
    const entry = this.#entries.get(key);
    if (entry && entry.readAt === before && now() - entry.cachedAt <= this.ttlMs) {
      return entry.value;
    }
    const value = await load();
    if (this.ttlMs > 0 && clock() === before) {
      if (this.#entries.size >= this.maxEntries) this.#entries.clear();
      this.#entries.set(key, { value, readAt: before, cachedAt: now() });
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
