/**
 * Counts the writes this process has answered, so a cache can tell whether an entry was read
 * before one of them. A write acting in a known company moves that company's hand and the
 * process-wide one; a write whose company is unknown moves the process-wide one only, which
 * every company's reading includes.
 */
export class WriteClock {
  #all = 0;
  #untenanted = 0;
  readonly #tenants = new Map<string, number>();

  /** Called once a write has been committed (after its response, or a background batch). */
  tick(tenantId?: string): void {
    this.#all += 1;
    if (tenantId === undefined) this.#untenanted += 1;
    else this.#tenants.set(tenantId, (this.#tenants.get(tenantId) ?? 0) + 1);
  }

  /** Moves with every write, whatever its company: for data shared across companies. */
  anyWrite(): number {
    return this.#all;
  }

  /** Moves with the company's writes and with writes of unknown company. */
  writesIn(tenantId: string): number {
    return this.#untenanted + (this.#tenants.get(tenantId) ?? 0);
  }
}
