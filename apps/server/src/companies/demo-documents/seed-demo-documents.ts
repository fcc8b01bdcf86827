import { DEFAULT_TENANT } from '@kira/core/constants';
import { todayInSingapore } from '@kira/core/dates';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { auditLog, companies } from '../../db/schema/index.ts';
import { type TenantSession, tenantScope } from '../../db/tenant-scope.ts';
import { demoReferences } from './demo-references.ts';
import { planDemoDocuments } from './plan.ts';
import { type DemoRun, runDemoStep } from './run-demo-step.ts';
import { seedingAccess } from './seeding-access.ts';

/** The audit record that says the demo's documents were seeded, and from which day. */
const SEEDED = { entity: 'company', entityId: DEFAULT_TENANT, action: 'seed-documents' } as const;

/** Whether the documents were seeded: one read on the audit log's entity index. */
async function seededBefore(t: TenantSession): Promise<boolean> {
  const found = await t.tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        t.owns(auditLog.tenantId),
        eq(auditLog.entity, SEEDED.entity),
        eq(auditLog.entityId, SEEDED.entityId),
        eq(auditLog.action, SEEDED.action),
      ),
    )
    .limit(1);
  return found.length > 0;
}

export interface SeededDocuments {
  /** The day the plan ends on: the first start with this seeding. */
  startDate: string;
  documents: number;
}

/**
 * The demo's year of documents (plan.ts), written once per database through the documents'
 * use cases; null when they were seeded before (a later start: one read) or the demo has no
 * contacts to write to. All of it is one transaction: a crash leaves nothing, and the next
 * start seeds again. Each use case's own transaction is a savepoint in it. A second server
 * starting on the same PostgreSQL waits on the demo company's row, then finds the record and
 * does nothing. The row is locked `for no key update`, which the seeding's own inserts (their
 * foreign keys take `key share`) and other companies' work never wait for.
 */
export async function seedDemoDocuments(
  db: Database,
  {
    dataDir,
    today = todayInSingapore(),
    signal,
  }: {
    dataDir: string;
    today?: string;
    /** Stops the seeding between two steps (the server is stopping): all of it rolls back. */
    signal?: AbortSignal;
  },
): Promise<SeededDocuments | null> {
  const demo = tenantScope(db, { tenantId: DEFAULT_TENANT, userId: null });
  if (await seededBefore(demo.statements)) return null;
  return demo.transaction(async (t) => {
    const [company] = await t.tx
      .select({ tenantId: companies.tenantId })
      .from(companies)
      .where(t.owns(companies.tenantId))
      .for('no key update');
    if (!company || (await seededBefore(t))) return null;
    const references = await demoReferences(t);
    if (!references) return null;
    // The use cases run inside this transaction: their scope's database is this transaction.
    const inside = tenantScope(t.tx, t.ctx);
    const run: DemoRun = { access: seedingAccess(inside), dataDir, references, ids: new Map() };
    for (const step of planDemoDocuments(today)) {
      signal?.throwIfAborted();
      await runDemoStep(run, step);
    }
    const seeded = { startDate: today, documents: run.ids.size };
    await recordAudit(t, { ...SEEDED, after: { ...seeded } });
    return seeded;
  });
}
