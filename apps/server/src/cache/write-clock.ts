/**
 * Counts the writes this process has answered, so a cache can tell whether an entry was read
 * before one of them. A write acting in a known company moves that company's hand; a write
 * whose company is unknown moves a hand every company's reading includes. Claims (who may do
 * what where) and companies' settings have a hand of their own, moved by every write that
 * does not say it leaves them alone.
 */
export class WriteClock {
  #claims = 0;
  #untenanted = 0;
  readonly #tenants = new Map<string, number>();

  /**
   * Called once a write has been committed (before its response, or after a background job).
   * `keepsCounts`: a write of unknown company that never touches any company's records.
   */
  tick(tenantId?: string, { keepsClaims = false, keepsCounts = false } = {}): void {
    if (!keepsClaims) this.#claims += 1;
    if (tenantId === undefined) {
      if (!keepsCounts) this.#untenanted += 1;
      return;
    }
    this.#tenants.set(tenantId, (this.#tenants.get(tenantId) ?? 0) + 1);
  }

  /** Moves with every write that may change someone's claims or a company's settings. */
  claimWrites(): number {
    return this.#claims;
  }

  /** Moves with the company's writes and with writes of unknown company. */
  writesIn(tenantId: string): number {
    return this.#untenanted + (this.#tenants.get(tenantId) ?? 0);
  }
}
