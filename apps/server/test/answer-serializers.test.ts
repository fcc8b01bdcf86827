import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writtenAsIs } from '../src/http/serializer.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// docs/performance.md, "Answers": every answer is written by the serializer compiled from its
// schema's JSON Schema. A schema that JSON Schema cannot express, or whose written form differs
// from what handlers return, silently falls back to zod's slower writer; this test says which.
let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
});
afterAll(() => t.close());

describe('answer schemas', () => {
  it('every route answers through the compiled JSON writer', () => {
    const compiled: string[] = [];
    const byZod: string[] = [];
    for (const route of routes) {
      const answers = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, schema] of Object.entries(answers)) {
        const name = `${String(route.method)} ${route.url} ${status}`;
        if (schema instanceof z.ZodType && writtenAsIs(schema)) compiled.push(name);
        else byZod.push(name);
      }
    }
    expect(byZod).toEqual([]);
    // Not vacuous: the API's routes were seen, with their answers.
    expect(compiled.length).toBeGreaterThan(100);
  });
});
