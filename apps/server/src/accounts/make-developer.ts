import { FOUNDER_LEVELS } from '@kira/core/claims';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { memberships, profiles, user } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { ensureProfile } from './ensure-profile.ts';

/**
 * An operator's command: marks a signed-up user as a developer and makes them an
 * administrator of the platform company. Their active company stays as it is: they switch to
 * the platform company when they want to, like to any other company of theirs.
 */
export async function makeDeveloper(
  db: Database,
  email: string,
  platformTenant: string,
): Promise<{ userId: string }> {
  const [found] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!found)
    throw new AppError(
      'NOT_FOUND',
      `No user has signed up with ${email}; sign up first, then run this again.`,
    );
  await ensureProfile(db, found);
  await tenantScope(db, { tenantId: platformTenant, userId: null }).transaction(async (t) => {
    const [before] = await t.tx.select().from(profiles).where(eq(profiles.userId, found.id));
    await t.tx
      .update(profiles)
      .set({ isDeveloper: true, updatedAt: new Date() })
      .where(eq(profiles.userId, found.id));
    await t.tx
      .insert(memberships)
      .values({
        tenantId: platformTenant,
        userId: found.id,
        accessLevel: FOUNDER_LEVELS,
        title: 'Developer',
      })
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.userId],
        set: { accessLevel: FOUNDER_LEVELS },
      });
    await recordAudit(t, {
      entity: 'claims',
      entityId: found.id,
      action: 'make-developer',
      before: { isDeveloper: before?.isDeveloper ?? false },
      after: { isDeveloper: true, platformMember: platformTenant },
    });
  });
  return { userId: found.id };
}
