import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { AUTH_PATHS, authSchemas } from './auth-operations.ts';
import { operationIdOf } from './operation-id.ts';
import { withoutUnusedSchemas } from './unused-components.ts';

/** better-auth's session cookie (`__Secure-` before it when APP_URL is https). */
const SESSION_COOKIE = 'better-auth.session_token';

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;
type Document = ReturnType<TransformObject>;

/**
 * The OpenAPI 3.1 document is generated from the routes' zod schemas: it is the API's contract.
 * It is served at /api/openapi.json, with a readable page at /api/docs. `npm test` lints it
 * with Redocly's recommended rules (redocly.yaml) and checks that the web app's types are
 * generated from it (tools/openapi).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kira API',
        version,
        description:
          'Bookkeeping and business documents for Singapore small businesses. Money is sent as ' +
          'decimal strings, dates as YYYY-MM-DD, and errors as { error: { code, message, details } }. ' +
          `Signing in (POST /api/auth/sign-in/email) sets the session cookie \`${SESSION_COOKIE}\` ` +
          '(`__Secure-` before it over https), which every other call sends back.',
      },
      servers: [{ url: '/', description: 'The Kira server that serves this document' }],
      tags: [
        { name: 'system', description: 'Health and metadata' },
        {
          name: 'accounts',
          description: 'The signed-in user, their profile and claims',
        },
        {
          name: 'auth',
          description:
            'Sign-up, sign-in, sign-out and password reset, provided by better-auth at /api/auth',
        },
      ],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie that signing in sets',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: describeOperation,
    transformObject: completeDocument,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * Each operation gets its operationId from its method and path (unless the route names one)
 * and, when it never answers 401, `security: []`: a route that needs a session says so with its
 * 401 answer (`guardedErrors`), so the public ones (health, the signed-in check, an invitation
 * by its token) are exactly those without one.
 */
const describeOperation: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const method = [input.route.method].flat()[0] ?? 'GET';
  const answers = (input.schema?.response ?? {}) as Record<string, unknown>;
  return {
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, input.url),
      ...('401' in answers ? {} : { security: [] }),
    },
  };
};

/** Adds better-auth's operations, and leaves out the schemas no operation uses. */
const completeDocument: TransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Document & {
    paths?: Record<string, object>;
    components?: { schemas?: Record<string, object> };
  };
  const authPaths = Object.fromEntries(
    Object.entries(AUTH_PATHS).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          {
            operationId: operationIdOf(method, path),
            tags: ['auth'],
            ...(path === '/api/auth/sign-out' ? {} : { security: [] }),
            ...operation,
          },
        ]),
      ),
    ]),
  );
  return withoutUnusedSchemas({
    ...doc,
    paths: { ...doc.paths, ...authPaths },
    components: {
      ...doc.components,
      schemas: { ...doc.components?.schemas, ...authSchemas() },
    },
  });
};
