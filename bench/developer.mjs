// The developer console (issue 37) with 10,000 companies on PostgreSQL, written with SQL: each
// with a member and documents issued this month (50,000 in all), asked for by a developer
// through the running server by a few concurrent clients. `GET /api/developer/companies`: the
// first page, and a search by a part of a name. No target in the issue beyond "fast".
import { measure, onPostgres } from './money-in.mjs';

export function benchDeveloperCompanies() {
  return onPostgres(
    'developer-companies',
    'kira_bench_developer',
    async (caller) => [
      ...(await measure(caller, '/api/developer/companies', {
        label:
          'developer console, first page of 10,000 companies (GET /api/developer/companies), PostgreSQL',
        target: 'no target',
        check: (body) => body.items.length === 50 && body.total >= 10_000,
      })),
      ...(await measure(caller, '/api/developer/companies?q=company%2077', {
        label: 'developer console, companies searched by a part of a name, PostgreSQL',
        target: 'no target',
        check: (body) => body.items.length > 0,
      })),
    ],
    developerSeed,
  );
}

function developerSeed({ userId }) {
  return [
    {
      text: `insert into companies (tenant_id, name, plan, created_at)
        select 'OBENCH' || g, 'Bench Company ' || g, (array['free', 'team', 'business'])[g % 3 + 1],
          now() - g * interval '1 minute'
        from generate_series(1, 10000) g`,
      values: [],
    },
    {
      text: `insert into memberships (tenant_id, user_id, access_level, title)
        select 'OBENCH' || g, $1, '{}'::jsonb, 'Founder' from generate_series(1, 10000) g`,
      values: [userId],
    },
    {
      text: `insert into documents (tenant_id, id, kind, status, number, number_value,
          issue_date, gst_rounding, search_text, issued_at)
        select 'OBENCH' || (g % 10000 + 1), 'IDEV-' || g, 'invoice', 'issued',
          'INV-' || lpad(g::text, 6, '0'), g, current_date, 'line', '', now()
        from generate_series(1, 50000) g`,
      values: [],
    },
    { text: 'update profiles set is_developer = true where user_id = $1', values: [userId] },
  ];
}
