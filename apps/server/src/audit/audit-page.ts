import type { AuditEntry, AuditPage } from '@kira/core/companies-api';
import { DEFAULT_TENANT } from '@kira/core/constants';
import { MS_PER_DAY, parsePlainDate } from '@kira/core/dates';
import { and, count, desc, eq, gte, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import { auditLog, memberships, profiles } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';

export interface AuditPageQuery {
  entity?: string;
  action?: string;
  userUid?: string;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}

/**
 * One page of the company's audit trail, newest first, filtered by entity, action, user and
 * Singapore dates (both ends included), with how many entries match and the entities and
 * actions found in the trail (for the filters).
 */
export async function auditPage(scope: TenantScope, query: AuditPageQuery): Promise<AuditPage> {
  const filters: (SQL | undefined)[] = [
    scope.statements.owns(auditLog.tenantId),
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.userUid ? eq(auditLog.userId, query.userUid) : undefined,
    query.from ? gte(auditLog.occurredAt, parsePlainDate(query.from)) : undefined,
    query.to
      ? lt(auditLog.occurredAt, new Date(parsePlainDate(query.to).getTime() + MS_PER_DAY))
      : undefined,
  ];
  const page = await auditEntries(scope, and(...filters), query);
  const [total] = await scope.statements.tx
    .select({ n: count() })
    .from(auditLog)
    .where(and(...filters));
  const kinds = await scope.statements.tx
    .selectDistinct({ entity: auditLog.entity, action: auditLog.action })
    .from(auditLog)
    .where(scope.statements.owns(auditLog.tenantId));
  return {
    ...page,
    total: total?.n ?? 0,
    entities: [...new Set(kinds.map((k) => k.entity))].sort(),
    actions: [...new Set(kinds.map((k) => k.action))].sort(),
  };
}

/**
 * One page of the audit entries `where` selects (in the company), newest first. The cursor is
 * the last row's id: rows are numbered in the order they were written. Each entry names who
 * made it (name and e-mail) while they are still a member; a former member's details are no
 * longer this company's to show.
 */
export async function auditEntries(
  scope: TenantScope,
  where: SQL | undefined,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<Pick<AuditPage, 'items' | 'nextCursor'>> {
  const after = cursor === undefined ? undefined : Number(cursor);
  if (after !== undefined && !Number.isSafeInteger(after)) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not one this API gave');
  }
  const rows = await scope.statements.tx
    .select({ entry: auditLog, actorName: profiles.displayName, actorEmail: profiles.email })
    .from(auditLog)
    .leftJoin(
      memberships,
      and(eq(memberships.tenantId, auditLog.tenantId), eq(memberships.userId, auditLog.userId)),
    )
    // In the demo company membership is implicit: everyone with a profile belongs to it.
    .leftJoin(
      profiles,
      and(
        eq(profiles.userId, auditLog.userId),
        or(isNotNull(memberships.userId), eq(auditLog.tenantId, DEFAULT_TENANT)),
      ),
    )
    .where(
      and(
        scope.statements.owns(auditLog.tenantId),
        where,
        after === undefined ? undefined : lt(auditLog.id, after),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(
      ({ entry, actorName, actorEmail }): AuditEntry => ({
        id: String(entry.id),
        occurredAt: entry.occurredAt.toISOString(),
        userUid: entry.userId,
        actor:
          actorName === null || actorEmail === null ? null : { name: actorName, email: actorEmail },
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        before: entry.before ?? null,
        after: entry.after ?? null,
      }),
    ),
    nextCursor: rows.length > limit && last ? String(last.entry.id) : null,
  };
}
