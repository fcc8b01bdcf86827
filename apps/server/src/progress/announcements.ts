import type { Announcement } from '@kira/core/progress';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { announcementDismissals, announcements } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';

/** The announcements a user has not dismissed, newest first (the latest 20). */
export async function announcementsFor(db: Database, userId: string): Promise<Announcement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .leftJoin(
      announcementDismissals,
      and(
        eq(announcementDismissals.announcementId, announcements.id),
        eq(announcementDismissals.userId, userId),
      ),
    )
    .where(isNull(announcementDismissals.userId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(20);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A developer's announcement to every signed-in user, in the platform company's audit log. */
export async function announce(
  db: Database,
  { userId, platformTenant }: { userId: string; platformTenant: string },
  input: { title: string; message: string },
): Promise<Announcement> {
  return tenantScope(db, { tenantId: platformTenant, userId }).transaction(async (t) => {
    const [row] = await t.tx
      .insert(announcements)
      .values({ id: ids.next('announcement'), ...input, createdBy: userId })
      .returning();
    if (!row) throw new Error('The announcement was not written');
    await recordAudit(t, {
      entity: 'announcement',
      entityId: row.id,
      action: 'create',
      after: { title: input.title },
    });
    return { ...input, id: row.id, createdAt: row.createdAt.toISOString() };
  });
}

/** The user no longer sees it; dismissing it again changes nothing. */
export async function dismissAnnouncement(db: Database, userId: string, id: string) {
  const [found] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.id, id));
  if (!found) throw new AppError('NOT_FOUND', `No announcement ${id}`);
  await db
    .insert(announcementDismissals)
    .values({ announcementId: id, userId })
    .onConflictDoNothing();
}

/** A developer withdraws an announcement: it shows to nobody any more (the audit log keeps it). */
export async function withdrawAnnouncement(
  db: Database,
  { userId, platformTenant }: { userId: string; platformTenant: string },
  id: string,
): Promise<void> {
  await tenantScope(db, { tenantId: platformTenant, userId }).transaction(async (t) => {
    const [row] = await t.tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', `No announcement ${id}`);
    await recordAudit(t, {
      entity: 'announcement',
      entityId: id,
      action: 'withdraw',
      before: { title: row.title },
    });
  });
}
