import type { Me } from '@kira/core/me';
import { QueryClient } from '@tanstack/react-query';
import { NAV_COLLAPSED_KEY } from '../lib/layout/nav-collapsed.ts';
import { PHONE_QUERY } from '../lib/layout/phone-query.ts';

/**
 * What a first screen rendered by the server (apps/server/src/web/first-screen) was rendered
 * with: the session's answer and each query the screen reads, keyed as its hook keys it. The
 * browser starts from the same, so it takes over the HTML without asking again.
 */
export interface FirstScreenSeed {
  me: Me;
  queries: { queryKey: readonly unknown[]; data: unknown }[];
  /** When the server read the answers (ms since 1970): their freshness counts from then. */
  at: number;
  /** Whether the server took the browser for a phone's (PHONE_QUERY) and rendered for one. */
  phone: boolean;
}

/** The app's one query client, holding the seed's answers when there is one. */
export function seededQueryClient(seed: FirstScreenSeed | undefined): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  // Fresh from when the server read them, or from now when this browser's clock is behind it
  // (never fresh for longer than they are).
  const updatedAt = seed ? Math.min(seed.at, Date.now()) : undefined;
  for (const { queryKey, data } of seed?.queries ?? [])
    client.setQueryData(queryKey, data, { updatedAt });
  return client;
}

const SEED_ID = 'first-screen-seed';

/**
 * The seed as the server writes it beside #root: a JSON data block, which the browser never runs
 * (so the content security policy, which allows no inline script, lets it be), with every `<`
 * escaped so that no text in it can end the element.
 */
export function seedElement(seed: FirstScreenSeed): string {
  const json = JSON.stringify(seed).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SEED_ID}">${json}</script>`;
}

/**
 * Whether this browser shows what the server rendered: a screen as wide as it guessed and the
 * side navigation as it drew it (open). Otherwise the page renders afresh rather than hydrate
 * HTML that differs.
 */
export function seedFitsBrowser(seed: FirstScreenSeed): boolean {
  const collapsed = storedNavCollapsed();
  return matchMedia(PHONE_QUERY).matches === seed.phone && (seed.phone || !collapsed);
}

function storedNavCollapsed(): boolean {
  try {
    return localStorage.getItem(NAV_COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage refused (a private window's settings): the navigation shows open
  }
}

/** The seed the server wrote beside #root, if any. */
export function readFirstScreenSeed(): FirstScreenSeed | undefined {
  const text = document.getElementById(SEED_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstScreenSeed) : undefined;
}
