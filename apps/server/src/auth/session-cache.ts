// Kept rather than better-auth's `session.cookieCache` (1.7.25), measured 2026-11-27: with the
// cookie cache (maxAge 5 s, this cache off) a cookie replayed after sign-out and a laptop's
// session after a password change still answered 200, and a user verified outside better-auth's
// endpoints stayed unverified for the cookie's life (5 of 35 tests in accounts.test.ts failed);
// this cache is emptied by those changes. It is also cheaper: 400 signed-in GET /api/contacts
// through app.inject on PGlite cost 1.6-2.1 ms each with it, 3.7-5.2 ms with the cookie cache,
// 5.2-9.3 ms with neither (three alternating runs; docs/accounts.md, "Session cache").
import type { SignedIn } from './session.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's value in a request's Cookie header, if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader?.match(SESSION_COOKIE)?.[1];
}

interface Entry {
  signedIn: SignedIn;
  /** When the session started: its absolute lifetime still counts from there. */
  createdAt: number;
  cachedAt: number;
}

/**
 * Recently verified sessions, so a signed-in user's requests do not each ask better-auth (a
 * cookie signature and two queries, most of what a small request costs). An entry lives a few
 * seconds; every change of session or user this process makes (sign-out, password change or
 * reset, verification, profile change) empties the cache at once, so those take effect on the
 * next request. Another process's sign-out is seen within `ttlMs`.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.ttlMs) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, signedIn: SignedIn, createdAt: number, now = Date.now()): void {
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(token, { signedIn, createdAt, cachedAt: now });
  }

  clear(): void {
    this.#entries.clear();
  }
}
