// Kept rather than react-query's prefetchQuery, measured 2026-11-27 (Playwright, the built app,
// a draft opened 8 times): this ask started 509-976 ms after navigation. The query key needs the
// company from GET /api/session, so a prefetchQuery waits for it; run from an effect once the
// session answered (the same queryClient), it started 460-2,275 ms, each time after the page's
// code had arrived, so no sooner than this (docs/performance.md, the document editor).
/**
 * Answers asked for before the page that shows them has rendered, each kept for the first
 * query that wants it (see `askForOpenedPage`). A lazily loaded screen renders up to 300 ms
 * after its code has arrived (React reveals what replaces a "Loading..." in groups, at most
 * every 300 ms), and its queries would only start then.
 */
const early = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/** How long an early answer may wait for its query; later, the query asks again. */
const KEPT_MS = 10_000;

export function askEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const answer = ask();
  answer.catch(() => undefined); // a failure is the query's to report, if it takes it
  early.set(key, { answer, askedAt: Date.now() });
  return answer;
}

/** The early answer for `key`, once; otherwise `ask()`. */
export function earlyOr<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const kept = early.get(key);
  early.delete(key);
  if (kept && Date.now() - kept.askedAt < KEPT_MS) return kept.answer as Promise<T>;
  return ask();
}
