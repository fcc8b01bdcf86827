/**
 * Counts attempts per key in a sliding window and says when a key has had too many. Kept in
 * memory: one server process owns a PGlite directory, and on PostgreSQL each process limits
 * on its own (documented in docs/accounts.md).
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.attempts.set(key, recent);
    if (this.attempts.size > 100_000) this.forgetExpired();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }

  private forgetExpired(): void {
    for (const key of [...this.attempts.keys()]) {
      if (this.recent(key).length === 0) this.attempts.delete(key);
    }
  }
}
