import { ApiError, errorCodeOf, errorDetailsOf, errorMessageOf } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const MSG_UNREACHABLE = 'Could not reach Kira. Check your connection and try again.';

/**
 * One call to the API on this origin, sending and receiving the session cookie. Resolves with
 * the parsed JSON answer; throws an `ApiError` with the server's message (or `fallback`).
 */
async function send<Result>(path: string, init: RequestInit, fallback: string): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(MSG_UNREACHABLE, 0, 'UNREACHABLE', { cause });
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(errorMessageOf(answer, fallback), response.status, errorCodeOf(answer), {
      details: errorDetailsOf(answer),
    });
  }
  return answer as Result;
}

/** A JSON call: `body` (when given) is sent as JSON. */
export function requestJson<Result>(
  method: Method,
  path: string,
  body: unknown,
  fallback: string,
): Promise<Result> {
  return send<Result>(
    path,
    {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    fallback,
  );
}

/** A call whose body is raw bytes of their own type (an uploaded image); the answer is JSON. */
export function requestRaw<Result>(
  method: Method,
  path: string,
  body: Blob,
  fallback: string,
): Promise<Result> {
  return send<Result>(
    path,
    {
      method,
      headers: {
        accept: 'application/json',
        'content-type': body.type || 'application/octet-stream',
      },
      body,
    },
    fallback,
  );
}
