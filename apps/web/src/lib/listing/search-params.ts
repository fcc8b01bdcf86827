/** One of `allowed` from the URL, or `fallback` when it is missing or not one of them. */
export function oneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A 1-based page number from the URL; anything else is page 1. */
export function pageFrom(params: URLSearchParams, name = 'page'): number {
  const text = params.get(name) ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/**
 * URL parameters from a list's state, leaving out every value equal to its default, so a
 * plain list keeps a plain address.
 */
export function compactParams(
  values: Record<string, string | number>,
  defaults: Record<string, string | number>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (String(value) !== String(defaults[name] ?? '')) params.set(name, String(value));
  }
  return params;
}
