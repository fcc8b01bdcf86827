import type { JsonSchema } from './operations.ts';
import { type ValueContext, validFieldValue } from './valid-request.ts';

export type Key = string | number;

export interface Field {
  path: Key[];
  schema: JsonSchema;
}

/** Every field a body of this schema can hold (an array by its first item), depth first. */
export function fieldsOf(schema: JsonSchema, path: Key[] = []): Field[] {
  const found = new Map<string, Field>();
  const add = (fields: Field[]) => {
    for (const field of fields) found.set(field.path.join('.'), field);
  };
  if (path.length > 0) found.set(path.join('.'), { path, schema });
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) add(fieldsOf(variant, path));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    add(fieldsOf(property, [...path, key]));
  }
  if (schema.items) add(fieldsOf(schema.items, [...path, 0]));
  return [...found.values()];
}

/** Whether a field holds an object (or an array), looking into its anyOf variants. */
export function holds(schema: JsonSchema, what: 'object' | 'array'): boolean {
  return [schema, ...(schema.anyOf ?? schema.oneOf ?? [])].some((s) =>
    what === 'object' ? s.properties !== undefined : s.items !== undefined,
  );
}

/** The schema of a field of an object or array schema (looking into its anyOf variants). */
function childSchema(schema: JsonSchema, key: Key): JsonSchema | undefined {
  const holds = (s: JsonSchema) =>
    typeof key === 'number' ? s.items !== undefined : s.properties?.[key] !== undefined;
  const variant = [schema, ...(schema.anyOf ?? schema.oneOf ?? [])].find(holds);
  if (!variant) return undefined;
  return typeof key === 'number' ? variant.items : variant.properties?.[key];
}

/**
 * Makes sure the body holds a valid value at every step of `path` (an optional field the
 * generator left out is added), so that the one field changed is the only thing wrong.
 */
export function ensurePath(
  body: unknown,
  schema: JsonSchema,
  path: Key[],
  ctx: ValueContext,
): void {
  let container = body as Record<Key, unknown>;
  let containerSchema: JsonSchema | undefined = schema;
  for (const key of path) {
    const sub: JsonSchema | undefined = containerSchema && childSchema(containerSchema, key);
    if (!sub || container === null || typeof container !== 'object') return;
    const present = container[key];
    if (present === undefined || present === null) {
      container[key] = validFieldValue(sub, ctx, typeof key === 'string' ? key : undefined);
    }
    container = container[key] as Record<Key, unknown>;
    containerSchema = sub;
  }
}
