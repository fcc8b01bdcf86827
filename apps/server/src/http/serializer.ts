import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerCompiler = typeof zodSerializerCompiler;
type Route = Parameters<ZodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * Answers written by fast-json-stringify, compiled from the JSON Schema of the route's zod
 * schema: what Fastify does with JSON Schemas, at about a third of the cost of checking each
 * answer with zod and then stringifying it (a list page's 50 items were a tenth of its CPU and
 * its allocations). It writes the declared properties only, as zod's check did, so nothing
 * undeclared leaves the server; unlike zod it does not refuse a wrong value (it writes
 * `null` in a string as ""), so the tests run with `checkAgainstZod`, which also writes each
 * answer with zod and fails when the two differ. A schema whose written form differs from
 * what handlers return (a transform, a codec, a default) or that JSON Schema cannot express
 * is written by zod, as before. Each is compiled when its route first answers with that
 * status: compiling all 390 at start cost 12 MB of memory.
 */
export function answerSerializer({ checkAgainstZod = false } = {}): ZodSerializerCompiler {
  return (route) => {
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= checkAgainstZod ? checked(route) : compile(route);
      return serialize(data);
    };
  };
}

function compile(route: Route): Serialize {
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  const written = schema && writtenAsIs(schema);
  return written ? fastJson(written) : zodSerializerCompiler(route);
}

type JsonSchema = Parameters<typeof fastJson>[0];

/**
 * The JSON Schema of what the handlers return, when it is also exactly what is written;
 * undefined when zod must write the answer. Exported for the test that every route's answers
 * take the compiled path.
 *
 * The handlers' side is zod's input schema, the written side its output schema. They differ in
 * one way that changes nothing written: zod closes an ordinary object (no catchall) with
 * `additionalProperties: false` in the output schema only, because writing it drops undeclared
 * keys while reading it accepts them. The input side is closed the same way before comparing,
 * so only a real difference (a transform, a codec, a default) sends the schema to zod. The
 * closed schema is also what fast-json-stringify compiles: undeclared properties are not
 * written.
 */
export function writtenAsIs(schema: z.ZodType): JsonSchema | undefined {
  try {
    const as = (io: 'input' | 'output') =>
      z.toJSONSchema(schema, {
        io,
        target: 'draft-7',
        unrepresentable: 'throw',
        override: io === 'input' ? closeOrdinaryObject : undefined,
      });
    const output = as('output');
    return isDeepStrictEqual(as('input'), output) ? (output as JsonSchema) : undefined;
  } catch {
    return undefined;
  }
}

type OverrideContext = Parameters<NonNullable<z.core.ToJSONSchemaParams['override']>>[0];

/** What zod's output schema says of an object without a catchall: nothing else is written. */
function closeOrdinaryObject({ zodSchema, jsonSchema }: OverrideContext): void {
  const def = zodSchema._zod.def;
  if (def.type === 'object' && !def.catchall) jsonSchema.additionalProperties = false;
}

function checked(route: Route): Serialize {
  const fast = compile(route);
  const byZod = zodSerializerCompiler(route);
  return (data) => {
    const written = fast(data);
    const expected = byZod(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
      throw new Error(
        `${route.method} ${route.url} answered ${written}, where zod writes ${expected}`,
      );
    return written;
  };
}
