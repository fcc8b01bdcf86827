import { SESSION_READ } from '@kira/core/first-screen';
import type { Me } from '@kira/core/me';
import { announcementsKey } from '../app/layout/announcement-notices.tsx';
import { dashboardKey } from '../features/dashboard/api/get-dashboard.ts';
import { subscriptionKey } from '../features/plans/api/get-subscription.ts';
import type { FirstScreenSeed } from './seed.ts';

/** The API's answers the server read for a first screen, by path (`/api/dashboard`...). */
export type ApiAnswers = Readonly<Record<string, unknown>>;

type QueryOf = (me: Me, answer: unknown) => FirstScreenSeed['queries'][number];

/** Each API path a first screen reads, as the query its screen's hook keeps it in. */
const queryOf: Record<string, QueryOf> = {
  '/api/dashboard': (me, answer) => ({ queryKey: dashboardKey(me.claims.tenantId), data: answer }),
  '/api/subscription': (me, answer) => ({
    queryKey: subscriptionKey(me.claims.tenantId),
    data: answer,
  }),
  '/api/announcements': (me, answer) => ({
    queryKey: announcementsKey(me.user.id),
    data: (answer as { items: unknown[] }).items,
  }),
};

/** The seed for the answers; an answer no screen reads is a mistake in FIRST_SCREENS. */
export function seedFrom(answers: ApiAnswers, at: number, phone: boolean): FirstScreenSeed {
  const { me } = answers[SESSION_READ] as { me: Me };
  const queries = Object.entries(answers)
    .filter(([path]) => path !== SESSION_READ)
    .map(([path, answer]) => {
      const query = queryOf[path];
      if (!query) throw new Error(`no query of the web app reads ${path}`);
      return query(me, answer);
    });
  return { me, queries, at, phone };
}
