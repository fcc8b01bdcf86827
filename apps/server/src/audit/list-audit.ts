import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  limit?: number;
}

/** The company's audit trail, newest first. The screen and its filters come with the companies issue. */
export async function listAudit(scope: TenantScope, filter: AuditFilter = {}) {
  return scope.statements.tx
    .select()
    .from(auditLog)
    .where(
      and(
        scope.statements.owns(auditLog.tenantId),
        filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 50, 200));
}
