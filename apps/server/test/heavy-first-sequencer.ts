import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server's longest files, longest first (from `npm test`'s reports). A clean clone has no
 * record of how long each file took, so vitest would start them in any order, and one of these
 * started last ran alone at the end of a pass while the other worker idled (fuzz.test.ts: the
 * PostgreSQL pass's last 50 s). Started first, the short files fill in around them.
 */
const HEAVY_FIRST = [
  'server-process.test.ts',
  'documents-concurrency.test.ts',
  'admin-cli.test.ts',
  'fuzz.test.ts',
  'idempotency-kill.test.ts',
  'rate-limits.test.ts',
  'mail-outbox.test.ts',
  'data-dir-privacy.test.ts',
  'disk-faults.test.ts',
  'permission-matrix.test.ts',
  'accounts.test.ts',
  'scale-out.test.ts',
  'shared-limits.test.ts',
  'company-transfer.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = HEAVY_FIRST.findIndex((name) => spec.moduleId.endsWith(`/test/${name}`));
  return index === -1 ? HEAVY_FIRST.length : index;
};

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep the order vitest gave them, and groups
    // (`sequence.groupOrder`) still run one after another.
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder ?? 0;
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
