import { FOUNDER_LEVELS, toAccessList } from '@kira/core/claims';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { type Placement, requestAccessReader } from './load-access.ts';

// Making an access builds its scope, which only keeps the database for later queries.
const db = {} as Database;

const signedIn = (emailVerified = true): SignedIn => ({
  user: { id: 'U1', email: 'mei@example.sg', name: 'Tan Mei Ling', emailVerified },
  sessionId: 'S1',
});

const placement = (companyReadOnly = false): Placement => ({
  claims: {
    tenantId: 'T1',
    accessLevel: toAccessList(FOUNDER_LEVELS),
    isDeveloper: false,
    subscription: 'free',
  },
  title: 'Director',
  companyReadOnly,
});

// The reader keeps the access it made for a session and a placement read (how the requests
// between two writes save the work): what matters is that it always answers for the session and
// the placement of the request, never one kept for another.

describe('requestAccessReader', () => {
  it("answers the session's user in the placement's company, with the placement's abilities", async () => {
    const read = requestAccessReader(db);
    const session = signedIn();
    const placed = placement();
    for (let i = 0; i < 2; i++) {
      const access = await read(session, async () => placed);
      expect(access).toMatchObject({
        userId: 'U1',
        tenantId: 'T1',
        companyReadOnly: false,
        emailVerified: true,
      });
      expect(access.abilities['sales.write']).toBe(true);
    }
  });

  it('answers for the placement read now and the session asking, whatever it answered before', async () => {
    const read = requestAccessReader(db);
    const session = signedIn();
    expect((await read(session, async () => placement())).abilities['sales.write']).toBe(true);
    const readOnly = await read(session, async () => placement(true));
    expect(readOnly.companyReadOnly).toBe(true);
    expect(readOnly.abilities['sales.write']).toBe(false);
    expect((await read(session, async () => placement())).abilities['sales.write']).toBe(true);

    const placed = placement();
    const verified = await read(session, async () => placed);
    const unverified = await read(signedIn(false), async () => placed);
    expect(unverified.emailVerified).toBe(false);
    expect(unverified.abilities['sales.write']).toBe(false);
    expect(verified.abilities['sales.write']).toBe(true);
    expect((await read(session, async () => placed)).abilities['sales.write']).toBe(true);
  });
});
