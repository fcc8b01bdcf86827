import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document is generated from the routes' zod schemas: it is the API's contract.
 * It is served at /api/openapi.json, with a readable page at /api/docs.
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
          'decimal strings, dates as YYYY-MM-DD, and errors as { error: { code, message, details } }.',
      },
      tags: [
        { name: 'system', description: 'Health and metadata' },
        {
          name: 'accounts',
          description:
            'The signed-in user, their profile and claims (sign-up, sign-in and passwords are at /api/auth, provided by better-auth)',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
