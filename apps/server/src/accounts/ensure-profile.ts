import { NO_LEVELS } from '@kira/core/claims';
import { DEFAULT_TENANT, DEFAULT_TITLE } from '@kira/core/constants';
import { todayInSingapore } from '@kira/core/dates';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { profiles } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';

interface NewUser {
  id: string;
  name: string;
  email: string;
}

/**
 * Writes the seed's profile for a new user: a generated user id, the display name, title
 * Founder, the demo company, and no levels until `/loggingin` applies the new-user claims;
 * recorded in the demo company's audit log. Does nothing when the profile exists.
 */
export async function ensureProfile(db: Database, user: NewUser): Promise<void> {
  const scope = tenantScope(db, { tenantId: DEFAULT_TENANT, userId: user.id });
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    if (existing.length > 0) return;
    const profile = {
      userid: ids.next('user'),
      displayName: user.name,
      title: DEFAULT_TITLE,
      email: user.email,
      dateJoined: todayInSingapore(),
      tenantId: DEFAULT_TENANT,
    };
    const written = await scope.transaction(async (t) => {
      const inserted = await t.tx
        .insert(profiles)
        .values({ userId: user.id, ...profile, demoAccessLevel: NO_LEVELS })
        .onConflictDoNothing()
        .returning({ userId: profiles.userId });
      if (inserted.length === 0) return false;
      await recordAudit(t, {
        entity: 'profile',
        entityId: user.id,
        action: 'create',
        after: profile,
      });
      return true;
    });
    if (written) return;
    // Either the profile appeared meanwhile (checked on the next pass) or another process
    // handed out the same generated id in the same millisecond: try again with a new one.
  }
  throw new Error(`Could not write the profile of user ${user.id}`);
}
