import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { invites } from '../db/schema/index.ts';
import { inviteStatusOf } from './invite-status.ts';
import { hashInviteToken } from './invite-token.ts';

/**
 * A sign-up made from an invitation link needs no verification mail: the link reached its
 * holder at the invited address, which proves the address as the verification link would (and
 * accepting the invitation marks it verified). Only a pending invitation's token, signed up
 * with the very address it was sent to, counts; any other sign-up is mailed as usual.
 */
const provedAddress = new AsyncLocalStorage<string>();

/**
 * The address a sign-up's invitation token proves, if any: the token is a pending invitation's
 * and `email` is the address it was sent to. Looked up across companies, as the token is all
 * the holder has (hence the name).
 */
export async function unsafeAddressProvedByInvitation(
  db: Database,
  { token, email }: { token: unknown; email: string },
): Promise<string | undefined> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return undefined;
  const [invite] = await db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashInviteToken(token)));
  if (!invite || inviteStatusOf(invite) !== 'pending') return undefined;
  return invite.email === email ? invite.email : undefined;
}

/** Runs the sign-up knowing the address its invitation proved (none: an ordinary sign-up). */
export function signingUpWithProvedAddress<T>(
  address: string | undefined,
  signUp: () => Promise<T>,
): Promise<T> {
  return address ? provedAddress.run(address, signUp) : signUp();
}

/** True inside a sign-up whose invitation proved `email`: its verification mail is not sent. */
export function isAddressProvedByInvitation(email: string): boolean {
  return provedAddress.getStore() === email.toLowerCase();
}
