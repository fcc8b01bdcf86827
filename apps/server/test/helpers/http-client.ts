import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A browser-like client for `app.inject()`: keeps its cookies and sends the app's Origin. */
export function httpClient(app: FastifyInstance, origin: string) {
  const cookies = new Map<string, string>();
  async function request(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const options: InjectOptions = {
      method,
      url,
      headers: {
        origin,
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    };
    const res = await app.inject(options);
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return res;
  }
  return {
    cookies,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, body: unknown = {}, headers?: Record<string, string>) =>
      request('POST', url, body, headers),
    patch: (url: string, body: unknown, headers?: Record<string, string>) =>
      request('PATCH', url, body, headers),
    put: (url: string, body: unknown, headers?: Record<string, string>) =>
      request('PUT', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) =>
      request('DELETE', url, undefined, headers),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

let counter = 0;
/** A unique e-mail address for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.sg`;
}
