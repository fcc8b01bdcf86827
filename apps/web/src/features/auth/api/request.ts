import { ApiError, errorCodeOf, errorMessageOf } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PATCH';

export const MSG_UNREACHABLE = 'Could not reach Kira. Check your connection and try again.';

/**
 * One JSON call to the API on this origin, sending and receiving the session cookie. Resolves
 * with the parsed answer; throws an `ApiError` with the server's message (or `fallback`).
 */
export async function requestJson<Result>(
  method: Method,
  path: string,
  body: unknown,
  fallback: string,
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(MSG_UNREACHABLE, 0, 'UNREACHABLE', { cause });
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(errorMessageOf(answer, fallback), response.status, errorCodeOf(answer));
  }
  return answer as Result;
}
