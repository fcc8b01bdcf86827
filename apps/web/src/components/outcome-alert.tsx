import type { Outcome } from '../lib/forms/outcome.ts';
import { StatusAlert } from './status-alert.tsx';

/** The outcome of the last action, or nothing before there is one. */
export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  return outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null;
}
