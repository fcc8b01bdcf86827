import type { InviteStatus } from '@kira/core/companies-api';
import type { invites } from '../db/schema/index.ts';

type InviteRow = typeof invites.$inferSelect;

export function inviteStatusOf(row: InviteRow, now = new Date()): InviteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}
