import { describe, expect, it } from 'vitest';
import { announcementsKey } from '../app/layout/announcement-notices.tsx';
import { dashboardKey } from '../features/dashboard/api/get-dashboard.ts';
import { subscriptionKey } from '../features/plans/api/get-subscription.ts';
import { sampleMe } from '../lib/auth/sample-me.ts';
import { type FirstScreenSeed, seedElement, seededQueryClient } from './seed.ts';
import { seedFrom } from './seed-from-answers.ts';

const me = sampleMe;
const tenant = sampleMe.claims.tenantId;
const userId = sampleMe.user.id;

describe('the first screen seed', () => {
  it('keeps each answer under the key its screen reads it by', () => {
    const seed = seedFrom(
      {
        '/api/session': { me },
        '/api/dashboard': { today: '2026-11-28' },
        '/api/announcements': { items: [{ id: 'a1' }] },
        '/api/subscription': { plan: 'business' },
      },
      1_000,
      true,
    );
    expect(seed).toEqual({
      me,
      at: 1_000,
      phone: true,
      queries: [
        { queryKey: dashboardKey(tenant), data: { today: '2026-11-28' } },
        { queryKey: announcementsKey(userId), data: [{ id: 'a1' }] },
        { queryKey: subscriptionKey(tenant), data: { plan: 'business' } },
      ],
    });
  });

  it('refuses an answer no screen reads', () => {
    expect(() => seedFrom({ '/api/session': { me }, '/api/contacts': [] }, 0, false)).toThrow(
      'no query of the web app reads /api/contacts',
    );
  });

  it('is written so that no text in it can end its element', () => {
    const seed: FirstScreenSeed = {
      me: { ...me, user: { ...me.user, name: '</script><script>alert(1)</script>' } },
      queries: [],
      at: 0,
      phone: false,
    };
    const element = seedElement(seed);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(seed);
  });

  it('fills the query client, fresh from when the server read the answers', () => {
    const client = seededQueryClient({
      me,
      queries: [{ queryKey: dashboardKey('T1'), data: { today: '2026-11-28' } }],
      at: 1_234,
      phone: false,
    });
    expect(client.getQueryData(dashboardKey('T1'))).toEqual({ today: '2026-11-28' });
    expect(client.getQueryState(dashboardKey('T1'))?.dataUpdatedAt).toBe(1_234);
    expect(seededQueryClient(undefined).getQueryCache().getAll()).toHaveLength(0);
    // A server clock ahead of this browser's: fresh from now, not for longer than they are.
    const ahead = seededQueryClient({
      me,
      queries: [{ queryKey: ['x'], data: 1 }],
      at: Date.now() + 3_600_000,
      phone: false,
    });
    expect(ahead.getQueryState(['x'])?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });
});
