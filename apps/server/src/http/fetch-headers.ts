import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as Fetch API Headers (repeated headers joined as HTTP allows). */
export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else result.set(name, value);
  }
  return result;
}
