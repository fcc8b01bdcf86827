import type { SeededRandom } from '@kira/core/seeded-random';
import { ensurePath, fieldsOf, holds, type Key } from './body-fields.ts';
import {
  bodyMutants,
  DECLARED_HEADER_MUTANTS,
  enlargeDecimals,
  FIELD_MUTANTS,
  HEADER_NAMES,
  headerMutant,
  JSON_ON_UPLOADS,
  jsonText,
  REMOVE,
  URL_MUTANTS,
} from './mutations.ts';
import { fillPath, type Method, type Operation } from './operations.ts';
import { pathValue, type ValueContext, validBody, validQuery } from './valid-request.ts';
import type { World } from './world.ts';

export type Actor = 'owner' | 'member' | 'anonymous';

/** One way to make a valid request to an operation wrong. */
export type Case =
  | { where: 'field'; path: Key[]; mutant: number }
  | { where: 'extra key'; key: string }
  | { where: 'large decimals'; path: Key[] }
  | { where: 'full array'; path: Key[]; max: number }
  | { where: 'body'; mutant: number }
  | { where: 'path'; param: string; mutant: number }
  | { where: 'query'; param: string; style: 'value' | 'repeated' | 'bracketed'; mutant: number }
  | { where: 'header'; name?: string; mutant?: number }
  | { where: 'none' };

export interface FuzzRequest {
  operation: Operation;
  actor: Actor;
  /**
   * Sent by the owner or the member with their cookies as they are, or with more after them: a
   * mutation of the Cookie header may have replaced or spoiled them, and then it is signed out.
   */
  signedIn: boolean;
  /** What was changed from the valid request, e.g. `body.lines.0.unitPrice: raw number`. */
  mutation: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const UNDECLARED = '__fuzz';
const COMBINATION_TURNS = 8;

/**
 * Every case for an operation: each field of its body schema with each field mutation, each
 * path and query parameter with the URL mutations, each whole-body mutation, each header the
 * route declares in the OpenAPI document with the declared-header mutants, and a few headers
 * any request may carry.
 */
export function casesOf(operation: Operation, random: SeededRandom): Case[] {
  const cases: Case[] = [{ where: 'none' }, { where: 'none' }];
  const { body, method } = operation;
  if (body.kind === 'json') {
    // Combinations overflow where single fields do not: they get more turns than a field.
    const turns = (kase: Case) => Array.from({ length: COMBINATION_TURNS }, () => kase);
    cases.push(...turns({ where: 'large decimals', path: [] }));
    for (const { path, schema } of fieldsOf(body.schema)) {
      FIELD_MUTANTS.forEach((_, mutant) => {
        cases.push({ where: 'field', path, mutant });
      });
      if (holds(schema, 'object')) cases.push(...turns({ where: 'large decimals', path }));
      if (holds(schema, 'array')) {
        cases.push(...turns({ where: 'full array', path, max: schema.maxItems ?? 200 }));
      }
    }
    cases.push({ where: 'extra key', key: UNDECLARED }, { where: 'extra key', key: '__proto__' });
  }
  if (method !== 'GET') {
    const count = body.kind === 'binary' ? JSON_ON_UPLOADS.length : bodyMutants('{}').length;
    for (let mutant = 0; mutant < count; mutant++) cases.push({ where: 'body', mutant });
  }
  for (const param of operation.pathParams) {
    URL_MUTANTS.forEach((_, mutant) => {
      cases.push({ where: 'path', param: param.name, mutant });
    });
  }
  for (const param of [...operation.queryParams.map((p) => p.name), UNDECLARED]) {
    for (const style of ['value', 'value', 'value', 'value', 'repeated', 'bracketed'] as const) {
      cases.push({ where: 'query', param, style, mutant: random.below(URL_MUTANTS.length) });
    }
  }
  for (const { name } of operation.headerParams) {
    // Read by the route itself: it gets each of the mutants such a header must survive.
    for (const mutant of DECLARED_HEADER_MUTANTS) cases.push({ where: 'header', name, mutant });
  }
  for (let i = 0; i < 4; i++) cases.push({ where: 'header' });
  return cases;
}

/** A valid request for the operation, sent by someone, with the case's one thing made wrong. */
export function buildRequest(
  operation: Operation,
  kase: Case,
  world: World,
  random: SeededRandom,
): FuzzRequest {
  const roll = random.next();
  const actor: Actor = roll < 0.75 ? 'owner' : roll < 0.95 ? 'member' : 'anonymous';
  const ctx: ValueContext = {
    random,
    ids: world.ids,
    route: operation.route,
    ownerEmail: world.owner.email,
  };
  const pathValues: Record<string, string> = Object.fromEntries(
    operation.pathParams.map((p) => [
      p.name,
      encodeURIComponent(pathValue(operation.route, p, ctx)),
    ]),
  );
  const query = validQuery(operation, ctx);
  const headers: Record<string, string> = { origin: world.t.config.appUrl };
  const cookie = actor === 'anonymous' ? undefined : cookieOf(world[actor].c.cookies);
  if (cookie) headers.cookie = cookie;
  let body = validBody(operation, ctx);
  let payload: string | Buffer | undefined;
  if (operation.body.kind === 'binary') {
    headers['content-type'] = operation.body.contentType;
    payload = operation.body.bytes;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let mutation = 'none (valid request)';

  switch (kase.where) {
    case 'field': {
      if (operation.body.kind !== 'json') break;
      ensurePath(body, operation.body.schema, kase.path, ctx);
      const mutant = FIELD_MUTANTS[kase.mutant];
      if (!mutant) break;
      body = setAt(body, kase.path, mutant.make(getAt(body, kase.path), random));
      mutation = `body.${kase.path.join('.')}: ${mutant.name}`;
      break;
    }
    case 'large decimals':
    case 'full array': {
      if (operation.body.kind !== 'json') break;
      ensurePath(body, operation.body.schema, kase.path, ctx);
      const valid = kase.path.length > 0 ? getAt(body, kase.path) : body;
      const replacement =
        kase.where === 'full array'
          ? Array.from({ length: kase.max }, () =>
              enlargeDecimals(Array.isArray(valid) ? valid[0] : valid, random),
            )
          : enlargeDecimals(valid, random);
      body = setAt(body, kase.path, replacement);
      mutation = `body.${kase.path.join('.') || '(root)'}: ${kase.where}`;
      break;
    }
    case 'extra key':
      body = setAt(body, [kase.key], { polluted: true });
      mutation = `body.${kase.key}: added`;
      break;
    case 'body':
      if (operation.body.kind === 'binary') {
        payload = JSON_ON_UPLOADS[kase.mutant];
        headers['content-type'] = 'application/json';
        mutation = `JSON body on an upload: ${payload}`;
      } else {
        const chosen = bodyMutants(body === undefined ? '{}' : jsonText(body))[kase.mutant];
        payload = chosen?.payload;
        headers['content-type'] = chosen?.contentType ?? 'application/json';
        mutation = `whole body: ${chosen?.name}`;
      }
      body = undefined;
      break;
    case 'path': {
      const make = URL_MUTANTS[kase.mutant] ?? (() => '');
      pathValues[kase.param] = make(pathValues[kase.param] ?? '');
      mutation = `path {${kase.param}}: ${short(pathValues[kase.param] ?? '')}`;
      break;
    }
    case 'query':
      mutation = mutateQuery(query, kase, random);
      break;
    case 'header': {
      const name = kase.name ?? random.pick(HEADER_NAMES);
      const value = headerMutant(headers[name], random, kase.mutant);
      headers[name] =
        name === 'cookie' && cookie && random.chance(0.5) ? `${cookie}; ${value}` : value;
      mutation = `header ${name}: ${short(value)}`;
      break;
    }
    case 'none':
      break;
  }

  if (body !== undefined) payload = jsonText(body);
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  const url = fillPath(operation.route, pathValues) + (search ? `?${search}` : '');
  const sent = headers.cookie;
  const signedIn = cookie !== undefined && (sent === cookie || !!sent?.startsWith(`${cookie}; `));
  return { operation, actor, signedIn, mutation, method: operation.method, url, headers, payload };
}

function mutateQuery(
  query: [string, string][],
  kase: Extract<Case, { where: 'query' }>,
  random: SeededRandom,
): string {
  const { param, style } = kase;
  const valid = query.find(([k]) => k === param)?.[1] ?? '';
  const value = (URL_MUTANTS[kase.mutant] ?? (() => ''))(valid || 'a');
  const others = query.filter(([k]) => k !== param);
  query.length = 0;
  query.push(...others);
  if (style === 'repeated') {
    query.push([param, valid || 'a'], [param, value]);
  } else if (style === 'bracketed') {
    query.push([`${param}[${random.pick(['', 'a', '0', '__proto__'])}]`, value]);
  } else {
    query.push([param, value]);
  }
  return `query ${param} (${style}): ${short(value)}`;
}

function cookieOf(cookies: Map<string, string>): string | undefined {
  if (cookies.size === 0) return undefined;
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 40)}...(${text.length} chars)` : text;
}

function getAt(value: unknown, path: Key[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<Key, unknown> | undefined)?.[k], value);
}

/** A copy of `value` with the field at `path` replaced (or removed, for REMOVE). */
function setAt(value: unknown, path: Key[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const container = copy as Record<Key, unknown>;
  if (rest.length > 0) {
    container[key] = setAt(container[key], rest, replacement);
  } else if (replacement === REMOVE) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete container[key];
  } else {
    // defineProperty, so that a key named __proto__ is an own field and goes into the JSON.
    Object.defineProperty(container, key, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
