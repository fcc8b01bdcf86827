import type { UpdateMe } from '@kira/core/me';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { memberships, profiles, user } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { loadClaims } from './load-me.ts';

/** Changes the user's own display name and title, recorded in their active company's audit log. */
export async function updateMe(db: Database, userId: string, changes: UpdateMe): Promise<void> {
  const { claims, title } = await loadClaims(db, userId);
  await tenantScope(db, { tenantId: claims.tenantId, userId }).transaction(async (t) => {
    const [profile] = await t.tx.select().from(profiles).where(eq(profiles.userId, userId));
    if (!profile) throw new Error(`User ${userId} has no profile`);
    const now = new Date();
    if (changes.displayName !== undefined) {
      await t.tx
        .update(profiles)
        .set({ displayName: changes.displayName, updatedAt: now })
        .where(eq(profiles.userId, userId));
      await t.tx
        .update(user)
        .set({ name: changes.displayName, updatedAt: now })
        .where(eq(user.id, userId));
    }
    if (changes.title !== undefined) {
      await t.tx
        .update(profiles)
        .set({ title: changes.title, updatedAt: now })
        .where(eq(profiles.userId, userId));
      await t.tx
        .update(memberships)
        .set({ title: changes.title, updatedAt: now })
        .where(and(eq(memberships.tenantId, claims.tenantId), eq(memberships.userId, userId)));
    }
    await recordAudit(t, {
      entity: 'profile',
      entityId: userId,
      action: 'update',
      before: { displayName: profile.displayName, title },
      after: {
        displayName: changes.displayName ?? profile.displayName,
        title: changes.title ?? title,
      },
    });
  });
}
