import { KINDS_COUNTED_A_MONTH } from '@kira/core/plans';
import { singaporeMonthStart } from '@kira/core/singapore-time';
import { and, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { documentAttachments, documents, invites, memberships } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

const counted = (rows: { count: number | string }[]) => Number(rows[0]?.count ?? 0);

/**
 * The users a plan counts: members, and invitations not yet accepted (revoked and expired ones
 * aside). `exceptEmail`: a pending invitation to that address, about to be replaced.
 */
export async function countUsers(s: TenantSession, exceptEmail?: string): Promise<number> {
  const now = new Date();
  const members = counted(
    await s.tx
      .select({ count: sql<number>`count(*)::int` })
      .from(memberships)
      .where(s.owns(memberships.tenantId)),
  );
  const pending = counted(
    await s.tx
      .select({ count: sql<number>`count(*)::int` })
      .from(invites)
      .where(
        and(
          s.owns(invites.tenantId),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, now),
          exceptEmail === undefined ? undefined : ne(invites.email, exceptEmail),
        ),
      ),
  );
  return members + pending;
}

/** Documents of the counted kinds issued since this Singapore calendar month began. */
export async function countDocumentsThisMonth(s: TenantSession, now = new Date()) {
  return counted(
    await s.tx
      .select({ count: sql<number>`count(*)::int` })
      .from(documents)
      .where(
        and(
          s.owns(documents.tenantId),
          gte(documents.issuedAt, singaporeMonthStart(now)),
          inArray(documents.kind, [...KINDS_COUNTED_A_MONTH]),
        ),
      ),
  );
}

/** The bytes the company's attachments take. */
export async function storageUsedBytes(s: TenantSession): Promise<number> {
  const [row] = await s.tx
    .select({ used: sql<string>`coalesce(sum(${documentAttachments.size}), 0)` })
    .from(documentAttachments)
    .where(s.owns(documentAttachments.tenantId));
  return Number(row?.used ?? 0);
}
