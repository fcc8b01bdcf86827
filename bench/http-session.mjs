// A browser-like client of a running Kira: keeps its cookies and sends the app's Origin, which
// Kira requires on state-changing requests (its APP_URL, by default http://localhost:PORT).
import { loggedVerificationLink } from './lib.mjs';

/** `cookie`: a Cookie header to start from (a session signed in on an earlier server run). */
export function httpSession(port, { cookie = '' } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const cookies = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function request(method, path, body) {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin,
        ...(cookies.size ? { cookie: cookieHeader() } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  /** The JSON answer of a call that must answer `status`; anything else throws with the body. */
  async function json(method, path, body, status = 200) {
    const res = await request(method, path, body);
    const text = await res.text();
    if (res.status !== status)
      throw new Error(`${method} ${path}: ${res.status} instead of ${status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  return { request, json, cookieHeader, origin };
}

/**
 * Signs a new user up through `session` on `server` (started with `keepStdout` at LOG_LEVEL
 * info, where the verification mail's link shows), follows the link, which signs them in, and
 * creates `company` (theirs, now the session's active one). Returns the API's user and company.
 */
export async function signUpWithCompany(server, session, company) {
  const { user } = await session.json('POST', '/api/auth/sign-up/email', {
    name: 'Bench Tan',
    email: `bench.${Date.now()}@example.sg`,
    password: 'kaya-toast-bench-2026',
  });
  const verified = await session.request('GET', await loggedVerificationLink(server));
  if (verified.status >= 400) throw new Error(`Verifying the e-mail: ${verified.status}`);
  const created = await session.json('POST', '/api/companies', company, 201);
  return { user, company: created.company };
}
