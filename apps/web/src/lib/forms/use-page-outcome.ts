import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Outcome } from './outcome.ts';

/**
 * The outcome of the last action, kept for the page it was said on: it is gone once the user
 * moves to another page (history entry), even when the route keeps its components mounted (one
 * document's page to another's), and does not come back when they return, so a notice never
 * follows the user.
 */
export function usePageOutcome(): [Outcome | null, (outcome: Outcome | null) => void] {
  const { key } = useLocation();
  const [said, setSaid] = useState<{ on: string; outcome: Outcome } | null>(null);
  // Forgotten while rendering the new page (React's pattern for state that follows a prop).
  if (said && said.on !== key) setSaid(null);
  const outcome = said?.on === key ? said.outcome : null;
  return [outcome, (next) => setSaid(next ? { on: key, outcome: next } : null)];
}
