import { MIN_SEARCH_LENGTH } from '@kira/core/constants';

export type SearchDecision =
  | { kind: 'ignore' }
  | { kind: 'too-short' }
  | { kind: 'go'; path: string };

/**
 * The navbar search rules (seed section 5): an empty or blank query does nothing; under 4
 * characters once trimmed is rejected ("min 4 characters"); otherwise go to /search?q= with the
 * trimmed query URL-encoded. Characters are counted as the user sees them (code points).
 */
export function validateSearchQuery(raw: string): SearchDecision {
  const query = raw.trim();
  if (query === '') return { kind: 'ignore' };
  if (Array.from(query).length < MIN_SEARCH_LENGTH) return { kind: 'too-short' };
  return { kind: 'go', path: `/search?q=${encodeURIComponent(query)}` };
}
