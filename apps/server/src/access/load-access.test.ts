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

describe('requestAccessReader', () => {
  it('gives the requests of one session and one placement read the same access', async () => {
    const read = requestAccessReader(db);
    const session = signedIn();
    const placed = placement();
    const first = await read(session, async () => placed);
    const second = await read(session, async () => placed);
    expect(second).toBe(first);
    expect(first).toMatchObject({ userId: 'U1', tenantId: 'T1', companyReadOnly: false });
    expect(first.abilities['sales.write']).toBe(true);
  });

  it('makes a new access for a placement read afresh or another session', async () => {
    const read = requestAccessReader(db);
    const session = signedIn();
    const first = await read(session, async () => placement());
    const readOnly = await read(session, async () => placement(true));
    expect(readOnly).not.toBe(first);
    expect(readOnly.companyReadOnly).toBe(true);
    expect(readOnly.abilities['sales.write']).toBe(false);

    const placed = placement();
    const unverified = await read(signedIn(false), async () => placed);
    const verified = await read(session, async () => placed);
    expect(unverified).not.toBe(verified);
    expect(unverified.emailVerified).toBe(false);
    expect(unverified.abilities['sales.write']).toBe(false);
    expect(verified.abilities['sales.write']).toBe(true);
  });
});
