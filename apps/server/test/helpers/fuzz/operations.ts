import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the OpenAPI document uses, with every `$ref` already resolved. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export type OperationBody =
  | { kind: 'json'; schema: JsonSchema }
  | { kind: 'binary'; contentType: string; bytes: Buffer }
  | { kind: 'none' };

export interface Operation {
  method: Method;
  /** The path as the OpenAPI document names it, e.g. `/api/contacts/{id}`. */
  route: string;
  pathParams: Param[];
  queryParams: Param[];
  /** Headers the route declares (`X-File-Name`, `Idempotency-Key`): each is made malformed. */
  headerParams: Param[];
  body: OperationBody;
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * Routes whose body is a raw file: the OpenAPI document shows no body for them. Their file is
 * not mutated (a JSON body is tried on them instead); paths and headers are.
 */
const BINARY_UPLOADS: Record<string, { contentType: string; bytes: Buffer }> = {
  'PUT /api/settings/company/logo': { contentType: 'image/png', bytes: PNG },
  'POST /api/documents/{id}/attachments': { contentType: 'application/pdf', bytes: PDF },
};

const text = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });

/** better-auth's endpoints are hidden from the OpenAPI document; these are the ones with bodies. */
export const AUTH_OPERATIONS: Operation[] = [
  authPost('/api/auth/sign-up/email', {
    name: text({ minLength: 1 }),
    email: text({ format: 'email' }),
    password: text({ minLength: 8 }),
    callbackURL: text(),
  }),
  authPost('/api/auth/sign-in/email', {
    email: text({ format: 'email' }),
    password: text({ minLength: 8 }),
    callbackURL: text(),
    rememberMe: { type: 'boolean' },
  }),
  authPost('/api/auth/request-password-reset', {
    email: text({ format: 'email' }),
    redirectTo: text(),
  }),
];

function authPost(route: string, properties: Record<string, JsonSchema>): Operation {
  return {
    method: 'POST',
    route,
    pathParams: [],
    queryParams: [],
    headerParams: [],
    body: {
      kind: 'json',
      schema: {
        type: 'object',
        properties,
        required: Object.keys(properties).filter((k) => ['email', 'password', 'name'].includes(k)),
      },
    },
  };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every operation of the app's OpenAPI document, with its schemas resolved. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode}`);
  const doc = res.json() as OpenApiDocument;
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => resolveRefs(doc, schema, depth);
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Method;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: resolve(p.schema), required: p.required ?? false }));
      const json = op.requestBody?.content?.['application/json'];
      const binary = BINARY_UPLOADS[`${upper} ${route}`];
      operations.push({
        method: upper,
        route,
        pathParams: params('path'),
        queryParams: params('query'),
        headerParams: params('header'),
        body: json
          ? { kind: 'json', schema: resolve(json.schema) }
          : binary
            ? { kind: 'binary', ...binary }
            : { kind: 'none' },
      });
    }
  }
  return operations;
}

function resolveRefs(doc: OpenApiDocument, schema: unknown, depth: number): JsonSchema {
  if (depth > 30) throw new Error('A schema nests deeper than 30 levels (a cycle?)');
  if (Array.isArray(schema)) {
    return schema.map((s) => resolveRefs(doc, s, depth + 1)) as unknown as JsonSchema;
  }
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unknown schema ${ref}`);
    return resolveRefs(doc, target, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === 'enum' || k === 'const' || k === 'default' ? v : resolveRefs(doc, v, depth + 1),
    ]),
  ) as JsonSchema;
}

/** A path parameter that names a record (not one of a fixed list such as a document kind). */
export function isIdParam(param: Param): boolean {
  return !param.schema.enum;
}

/** Fills `{name}` slots of a route with already encoded values. */
export function fillPath(route: string, values: Record<string, string>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${route}`);
    return value;
  });
}
