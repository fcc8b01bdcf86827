import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { verification } from '../db/schema/index.ts';

/**
 * How better-auth keeps a password-reset link (its `requestPasswordReset`, checked against
 * better-auth 1.7): a `verification` row whose identifier is this prefix and the link's token,
 * and whose value is the user's id. `test/password-reset-links.test.ts` fails if that changes.
 */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * Ends the user's password-reset links but `keepToken`'s (the one just mailed), or all of them
 * (after a reset). better-auth has no option for it: without this, every link mailed in the
 * last 30 minutes would still reset the password.
 */
export async function endResetLinks(
  db: Database,
  userId: string,
  { keepToken }: { keepToken?: string } = {},
): Promise<void> {
  const links = and(
    eq(verification.value, userId),
    like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
  );
  await db
    .delete(verification)
    .where(
      keepToken === undefined
        ? links
        : and(links, ne(verification.identifier, `${RESET_IDENTIFIER_PREFIX}${keepToken}`)),
    );
}
