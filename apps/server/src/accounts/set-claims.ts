import {
  type AccessLevels,
  type Claims,
  type ClaimsTarget,
  decideSetClaims,
  type PlanId,
  type SetClaimsRequest,
  toAccessLevels,
} from '@kira/core/claims';
import { DEFAULT_MEMBER_TITLE, DEFAULT_TENANT } from '@kira/core/constants';
import { effectivePlan } from '@kira/core/plans';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database, Transaction } from '../db/database.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { loadClaims } from './load-me.ts';

/**
 * `POST /api/claims`: sets a user's levels in a company and makes it their active company,
 * when the rules in packages/core allow it; otherwise nothing changes. Returns the new claims.
 */
export async function setClaims(
  db: Database,
  actorUserId: string,
  request: SetClaimsRequest,
): Promise<Claims> {
  return tenantScope(db, { tenantId: request.tenantId, userId: actorUserId }).transaction(
    async (t) => {
      const { tx } = t;
      const actor = await loadActor(tx, actorUserId);
      const [company] = await tx
        .select()
        .from(companies)
        .where(eq(companies.tenantId, request.tenantId));
      const [target] = await tx.select().from(profiles).where(eq(profiles.userId, request.userUid));
      if (!company || !target) {
        if (!actor.isDeveloper)
          throw new AppError('FORBIDDEN', 'You may not set claims for that user in that company');
        throw new AppError(
          'NOT_FOUND',
          company ? `No user ${request.userUid}` : `No company ${request.tenantId}`,
        );
      }
      const plan = effectivePlan(
        { plan: company.plan as PlanId, trialEndsAt: company.trialEndsAt },
        new Date(),
      );
      const targetState = await loadTarget(tx, request, plan);
      const decision = decideSetClaims(actor, request, targetState);
      if (!decision.allowed) throw new AppError('FORBIDDEN', decision.reason);

      const before = await loadClaims(tx, request.userUid);
      const levels = toAccessLevels(request.accessLevel);
      await applyLevels(tx, request, levels, target.title);
      if (request.isDeveloper !== undefined) {
        await tx
          .update(profiles)
          .set({ isDeveloper: request.isDeveloper })
          .where(eq(profiles.userId, request.userUid));
      }
      // A developer's other plan is a choice of plan: it ends a trial, as the plans screen does.
      if (request.subscription !== plan) {
        await tx
          .update(companies)
          .set({ plan: request.subscription, trialEndsAt: null })
          .where(eq(companies.tenantId, request.tenantId));
      }
      const after = await loadClaims(tx, request.userUid);
      await recordAudit(t, {
        entity: 'claims',
        entityId: request.userUid,
        action: `set-claims:${decision.as}`,
        before: { ...before.claims },
        after: { ...after.claims },
      });
      return after.claims;
    },
  );
}

async function loadActor(tx: Transaction, userId: string) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  const rows = await tx.select().from(memberships).where(eq(memberships.userId, userId));
  return {
    userUid: userId,
    isDeveloper: profile?.isDeveloper ?? false,
    memberships: new Map(rows.map((row) => [row.tenantId, row.accessLevel])),
  };
}

async function loadTarget(
  tx: Transaction,
  request: SetClaimsRequest,
  tenantPlan: PlanId,
): Promise<ClaimsTarget> {
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.tenantId, request.tenantId), eq(memberships.userId, request.userUid)),
    );
  const [admins] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, request.tenantId),
        sql`${memberships.accessLevel}->>'administrator' = 'write'`,
      ),
    );
  return {
    userUid: request.userUid,
    tenantPlan,
    currentLevels: membership?.accessLevel ?? null,
    administratorCount: admins?.count ?? 0,
  };
}

async function applyLevels(
  tx: Transaction,
  request: SetClaimsRequest,
  levels: AccessLevels,
  title: string,
) {
  if (request.tenantId === DEFAULT_TENANT) {
    await tx
      .update(profiles)
      .set({ tenantId: DEFAULT_TENANT, demoAccessLevel: levels, updatedAt: new Date() })
      .where(eq(profiles.userId, request.userUid));
    return;
  }
  await tx
    .insert(memberships)
    .values({
      tenantId: request.tenantId,
      userId: request.userUid,
      accessLevel: levels,
      title: title || DEFAULT_MEMBER_TITLE,
    })
    .onConflictDoUpdate({
      target: [memberships.tenantId, memberships.userId],
      set: { accessLevel: levels, updatedAt: new Date() },
    });
  await tx
    .update(profiles)
    .set({ tenantId: request.tenantId, updatedAt: new Date() })
    .where(eq(profiles.userId, request.userUid));
}
