import type { FailureGroup, FailureKind, FuzzSummary } from './runner.ts';

function countsByKind(groups: FailureGroup[]): string {
  const kinds: FailureKind[] = ['NUL byte', 'numeric overflow', 'other'];
  return kinds
    .map((kind) => {
      const count = groups.filter((g) => g.kind === kind).reduce((n, g) => n + g.count, 0);
      return `${kind} ${count}`;
    })
    .join(', ');
}

/** The share of signed-in requests that got past the session check, the figure the test bounds. */
export function pastAuthenticationShare(summary: FuzzSummary): number {
  return summary.pastAuthentication / Math.max(1, summary.signedIn);
}

function describePastAuthentication(summary: FuzzSummary): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const percent = (100 * pastAuthenticationShare(summary)).toFixed(1);
  return `${count(summary.pastAuthentication)} of ${count(summary.signedIn)} signed-in requests (${percent} %) reached past authentication (the rest: 401 for want of a session)`;
}

/** The run in a few lines: counts, then each kind of 5xx with one request that caused it. */
export function formatSummary(summary: FuzzSummary, maxGroups = 25): string {
  const seconds = (summary.ms / 1000).toFixed(1);
  const lines = [
    `fuzz: seed ${summary.seed} (FUZZ_SEED=${summary.seed} repeats the run), ${summary.sent} requests in ${seconds} s, ${summary.serverErrors} answered 5xx`,
    `one round of cases: ${summary.casesPerRound} requests (${((100 * summary.sent) / Math.max(1, summary.casesPerRound)).toFixed(0)}% of a round sent)`,
    describePastAuthentication(summary),
    `statuses: ${JSON.stringify(summary.statuses)}`,
    `5xx by kind: ${countsByKind(summary.groups)}`,
  ];
  const slowest = Object.entries(summary.msByOperation)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
  lines.push(`slowest operations: ${slowest.join(', ')}`);
  if (summary.failedRepairs.length > 0) {
    lines.push(
      `records not made again (a new company was founded): ${summary.failedRepairs.length}, the first: ${summary.failedRepairs[0]}`,
    );
  }
  if (summary.refusedByClient)
    lines.push(`not sent (refused by inject): ${summary.refusedByClient}`);
  for (const group of summary.groups.slice(0, maxGroups)) {
    lines.push('', `[${group.kind}] x${group.count} ${group.signature}`, group.example);
  }
  if (summary.groups.length > maxGroups) {
    lines.push('', `... and ${summary.groups.length - maxGroups} more kinds of 5xx`);
  }
  return lines.join('\n');
}
